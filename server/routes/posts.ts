// Posts: the feed, user and library timelines with create/edit/delete, comments and likes.
import { Hono } from "hono";
import type { AppEnv } from "../context";

export const postsRoutes = new Hono<AppEnv>();
