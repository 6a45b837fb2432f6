// /api/users: search, profile, profile edit, deleting one's own account, a user's libraries, one's own loans.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppContext, AppEnv } from "../context";
import { memberLibraryPage } from "../domain/libraries";
import { readerLoanPage } from "../domain/reader-loans";
import { editProfile, findOwnProfile, findVisibleUser, profile, userPage } from "../domain/users";
import { deleteAccount } from "../domain/account-deletion";
import { confirmContact, editSendsCode, resendContactCode } from "../domain/contact-verification";
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
  const input = await readInput(c);
  // A new mobile or email sends a code to it: counted like asking for a code.
  if (editSendsCode(user, input)) await takeAttempt(c, "code", user.username);
  return c.json({ data: toResource(await editProfile(c.var.deps, user, input)) });
});

const ContactCode = v.object({
  field: v.pipe(v.unknown(), v.picklist(["mobile", "email"], "The field must be mobile or email.")),
  code: v.optional(v.pipe(v.unknown(), v.string("The code must be digits."), v.trim())),
});

/**
 * Confirms a new mobile or email with the code sent to it; without a code, sends a new one. Wrong codes
 * count like sign-in codes (the `code` limits); each code dies after 5 wrong tries.
 */
usersRoutes.post("/api/users/:id{[0-9]+}/verify-contact", async (c) => {
  const me = requireUser(c);
  const { db } = c.var.deps;
  const user = await findOwnProfile(db, userId(c), me.id);
  const input = await body(c, ContactCode);
  const attempt = await takeAttempt(c, "code", user.username);
  if (!input.code)
    return c.json({
      data: {
        otc_expired_after_in_seconds: await resendContactCode(c.var.deps, user, input.field),
      },
    });
  const row = await confirmContact(db, user, input.field, input.code);
  await attempt.release();
  return c.json({ data: toResource(await profile(db, row, me.id)) });
});

/**
 * Deletes the caller's own account after checking their password (wrong ones count like sign-in attempts).
 * Every token of the account dies with it; the files its records pointed at are removed after the commit.
 */
usersRoutes.delete("/api/users/:id{[0-9]+}", async (c) => {
  const me = requireUser(c);
  const { db, uploads } = c.var.deps;
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
  await removeUploads(uploads, files);
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

/**
 * My loans: the signed-in reader's loans in every library that lends to them, `?status=open` (the default, by due
 * time) or `returned` (newest first). Loans are confidential: nobody else's, whoever asks.
 */
usersRoutes.get("/api/users/:id{[0-9]+}/book-issues", async (c) => {
  const me = requireUser(c);
  if (userId(c) !== me.id) throw forbidden("You can see only your own loans.");
  const status = c.req.query("status") ?? "open";
  if (status !== "open" && status !== "returned")
    throw invalid({ status: ["The status must be open or returned."] });
  const req = pageRequest(c);
  const { items, total } = await readerLoanPage(c.var.deps.db, me.id, { ...req, status });
  return c.json(paged(c, items, total, req));
});
