// /api/users: search, profile, profile edit, a user's libraries.
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const usersRoutes = new Hono<AppEnv>();
