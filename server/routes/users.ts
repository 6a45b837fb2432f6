// /api/users: search, profile, profile edit, deleting one's own account, a user's libraries.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppContext, AppEnv } from "../context";
import { memberLibraryPage } from "../domain/libraries";
import { editProfile, findOwnProfile, findVisibleUser, profile, userPage } from "../domain/users";
import { deleteAccount } from "../domain/account-deletion";
import { verifyPassword } from "../auth/passwords";
import { requireUser } from "../http/auth";
import { forbidden, invalid } from "../http/errors";
import { body } from "../http/input";
import { rightPassword, takeAttempt } from "../http/rate-limit";
import { removeUploads } from "../uploads/removal";
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

/**
 * Deletes the caller's own account after checking their password (wrong ones count like sign-in attempts).
 * Every token of the account dies with it; the files its records pointed at are removed after the commit.
 */
usersRoutes.delete("/api/users/:id{[0-9]+}", async (c) => {
  const me = requireUser(c);
  const { db, config } = c.var.deps;
  if (userId(c) !== me.id) throw forbidden("You can only delete your own account.");
  const input = await body(
    c,
    v.object({
      password: v.pipe(
        v.unknown(),
        v.string("The password field is required."),
        v.nonEmpty("The password field is required."),
      ),
    }),
  );
  const attempt = await takeAttempt(c, "password", me.username);
  if (!(await verifyPassword(input.password, me.passwordHash)))
    throw invalid({ password: ["The password is not correct."] });
  await rightPassword(attempt, me.username);
  const files = await deleteAccount(db, me);
  await removeUploads(config, files);
  return c.json({ message: "Your account and its data have been deleted." });
});

usersRoutes.get("/api/users/:id{[0-9]+}/libraries", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const user = await findVisibleUser(db, userId(c), me.id);
  const req = pageRequest(c);
  const { items, total } = await memberLibraryPage(db, user.id, req);
  return c.json(paged(c, items.map(toResource), total, req));
});
