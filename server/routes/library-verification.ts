// POST /api/libraries/{id}/verification: a Pathagar administrator (ADMIN_USERNAMES) verifies a new library,
// whose staff may then find readers by mobile and invite their accounts.
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { requireUser } from "../http/auth";
import { idParam } from "../http/input";
import { forbidden } from "../domain/errors";
import { findLibrary, requireLibrary } from "../domain/libraries";
import { stampVerified } from "../domain/library-verification";
import { toResource } from "../../src/api/schemas/resource";

export const libraryVerificationRoutes = new Hono<AppEnv>();

libraryVerificationRoutes.post("/api/libraries/:id{[0-9]+}/verification", async (c) => {
  const user = requireUser(c);
  const { db, config } = c.var.deps;
  if (!config.adminUsernames.includes(user.username))
    throw forbidden("Only Pathagar's administrators verify libraries.");
  const library = await requireLibrary(db, idParam(c.req.param("id"), "Library"));
  await stampVerified(db, library.id);
  return c.json({ data: toResource(await findLibrary(db, { id: library.id })) });
});
