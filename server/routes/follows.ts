// Follow graph: followers, followings and following-by-me of users and libraries; follow and unfollow.
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const followsRoutes = new Hono<AppEnv>();
