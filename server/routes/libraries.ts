// /api/libraries: list, create, show, edit, delete, lookup by name, members, membership and requests, books, book issues.
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const librariesRoutes = new Hono<AppEnv>();
