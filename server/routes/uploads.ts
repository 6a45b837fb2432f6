// Image uploads: own photo and cover, library logo and cover (images only, sniffed by content).
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import type { AppContext, AppEnv } from "../context";
import type { Db } from "../db/client";
import { libraries, users } from "../db/schema";
import { requireLibraryPermission } from "../domain/permissions";
import { requireUser } from "../http/auth";
import { notFound } from "../http/errors";
import { idParam, readInput } from "../http/input";
import { storeImage } from "../uploads/storage";

export const uploadsRoutes = new Hono<AppEnv>();

/** Reads the multipart `field` and stores it as an image; answers its URL. */
async function receiveImage(c: AppContext, field: string): Promise<string> {
  const input = await readInput(c);
  return storeImage(c.var.deps.config, field, input[field]);
}

async function libraryRow(db: Db, raw: string | undefined) {
  const id = idParam(raw, "Library");
  const [row] = await db.select().from(libraries).where(eq(libraries.id, id)).limit(1);
  if (!row) throw notFound("Library");
  return row;
}

const userImages = [
  { path: "/api/users/upload-own-photo", field: "photo", column: "photoUrl" },
  { path: "/api/users/upload-my-cover-photo", field: "cover", column: "coverPhotoUrl" },
] as const;

for (const { path, field, column } of userImages) {
  uploadsRoutes.post(path, async (c) => {
    const me = requireUser(c);
    const url = await receiveImage(c, field);
    await c.var.deps.db
      .update(users)
      .set({ [column]: url, updatedAt: new Date() })
      .where(eq(users.id, me.id));
    return c.json({ data: url });
  });
}

const libraryImages = [
  {
    path: "/api/libraries/:id{[0-9]+}/upload-cover-photo",
    field: "cover",
    column: "coverPhotoUrl",
  },
  { path: "/api/libraries/:id{[0-9]+}/upload-logo", field: "logo", column: "logoUrl" },
] as const;

for (const { path, field, column } of libraryImages) {
  uploadsRoutes.post(path, async (c) => {
    const me = requireUser(c);
    const { db } = c.var.deps;
    const library = await libraryRow(db, c.req.param("id"));
    await requireLibraryPermission(db, library.id, me.id);
    const url = await receiveImage(c, field);
    await db
      .update(libraries)
      .set({ [column]: url, updatedAt: new Date() })
      .where(eq(libraries.id, library.id));
    return c.json({ data: url });
  });
}

/**
 * Cover pictures by owner: a redirect to the stored file (its URL carries the cache-busting tick).
 * Also at the bare paths /users/{id}/cover-photo and /libraries/{id}/cover-photo, where the
 * original web client loads them.
 */
uploadsRoutes.on(
  "GET",
  ["/api/users/:id{[0-9]+}/cover-photo", "/users/:id{[0-9]+}/cover-photo"],
  async (c) => {
    const id = idParam(c.req.param("id"), "User");
    const [row] = await c.var.deps.db
      .select({ url: users.coverPhotoUrl })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!row?.url) throw notFound("Cover photo");
    return c.redirect(row.url, 302);
  },
);

uploadsRoutes.on(
  "GET",
  ["/api/libraries/:id{[0-9]+}/cover-photo", "/libraries/:id{[0-9]+}/cover-photo"],
  async (c) => {
    const library = await libraryRow(c.var.deps.db, c.req.param("id"));
    if (!library.coverPhotoUrl) throw notFound("Cover photo");
    return c.redirect(library.coverPhotoUrl, 302);
  },
);
