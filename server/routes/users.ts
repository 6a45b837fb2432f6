// /api/users: search, profile, profile edit, a user's libraries.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../context";
import { memberLibraryPage } from "../domain/libraries";
import { editProfile, findOwnProfile, findVisibleUser, profile, userPage } from "../domain/users";
import { requireUser } from "../http/auth";
import { idParam, readInput } from "../http/input";
import { paged, pageRequest } from "../http/paging";
import { toResource } from "../../src/api/schemas/resource";

export const usersRoutes = new Hono<AppEnv>();

const userId = (c: AppContext) => idParam(c.req.param("id"), "User");

usersRoutes.get("/api/users", async (c) => {
  const me = requireUser(c);
  const req = pageRequest(c);
  const { items, total } = await userPage(c.var.deps.db, me.id, req);
  return c.json(paged(c, items.map(toResource), total, req));
});

usersRoutes.get("/api/users/:id{[0-9]+}", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const user = await findVisibleUser(db, userId(c), me.id);
  return c.json({ data: toResource(await profile(db, user, me.id)) });
});

usersRoutes.on(["POST", "PUT"], "/api/users/:id{[0-9]+}", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const user = await findOwnProfile(db, userId(c), me.id);
  return c.json({ data: toResource(await editProfile(db, user, await readInput(c))) });
});

usersRoutes.get("/api/users/:id{[0-9]+}/libraries", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const user = await findVisibleUser(db, userId(c), me.id);
  const req = pageRequest(c);
  const { items, total } = await memberLibraryPage(db, user.id, req);
  return c.json(paged(c, items.map(toResource), total, req));
});
