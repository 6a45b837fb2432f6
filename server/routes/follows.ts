// Follow graph: followers, followings and following-by-me of users and libraries; follow and unfollow.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../context";
import {
  findFollowable,
  follow,
  followerPage,
  followingPage,
  myFollow,
  unfollow,
} from "../domain/follows";
import { requireUser } from "../http/auth";
import { idParam } from "../http/input";
import { paged, pageRequest } from "../http/paging";
import type { FollowableType } from "../serialize/follows";

export const followsRoutes = new Hono<AppEnv>();

/** The user or library the path names, as the caller may see it (404 otherwise). */
function target<T extends FollowableType>(c: AppContext, type: T, callerId: number) {
  const id = idParam(c.req.param("id"), type === "user" ? "User" : "Library");
  return findFollowable(c.var.deps.db, type, id, callerId);
}

for (const [type, base] of [
  ["user", "/api/users/:id{[0-9]+}"],
  ["library", "/api/libraries/:id{[0-9]+}"],
] as const) {
  followsRoutes.get(`${base}/followers`, async (c) => {
    const me = requireUser(c);
    const t = await target(c, type, me.id);
    const req = pageRequest(c);
    const { items, total } = await followerPage(c.var.deps.db, t, me.id, req);
    return c.json(paged(c, items, total, req));
  });

  followsRoutes.get(`${base}/following-by-me`, async (c) => {
    const me = requireUser(c);
    const t = await target(c, type, me.id);
    const record = await myFollow(c.var.deps.db, me, t);
    // Not following: an empty body, as the API has always answered "none".
    if (!record) return c.body(null, 200);
    return c.json({ data: record });
  });

  followsRoutes.post(`${base}/follow`, async (c) => {
    const me = requireUser(c);
    const t = await target(c, type, me.id);
    const { follow: record, created } = await follow(c.var.deps.db, me, t);
    return c.json({ data: record }, created ? 201 : 200);
  });

  followsRoutes.delete(`${base}/unfollow`, async (c) => {
    const me = requireUser(c);
    const t = await target(c, type, me.id);
    await unfollow(c.var.deps.db, me.id, t);
    return c.json({
      message: t.type === "user" ? "Unfollowed the user." : "Unfollowed the library.",
    });
  });
}

/** What a user follows: users and libraries, newest first. */
followsRoutes.get("/api/users/:id{[0-9]+}/followings", async (c) => {
  const me = requireUser(c);
  const owner = await target(c, "user", me.id);
  const req = pageRequest(c);
  const { items, total } = await followingPage(c.var.deps.db, owner, me.id, req);
  return c.json(paged(c, items, total, req));
});
