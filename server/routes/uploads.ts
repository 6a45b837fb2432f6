// Image uploads: own photo and cover, library logo and cover (images only, sniffed by content).
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const uploadsRoutes = new Hono<AppEnv>();
