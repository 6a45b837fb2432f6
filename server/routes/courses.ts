// Training courses (public) and the caller's course orders.
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const coursesRoutes = new Hono<AppEnv>();
