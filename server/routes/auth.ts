// /oauth/token and /api/auth/*: password grant, token login, one-time codes, registration, password reset, me, logout.
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const authRoutes = new Hono<AppEnv>();
