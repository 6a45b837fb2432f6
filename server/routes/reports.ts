// Complain types, reports (complains) and blocks.
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const reportsRoutes = new Hono<AppEnv>();
