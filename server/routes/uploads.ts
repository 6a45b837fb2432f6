// Image uploads: own photo and cover, library logo and cover (images only, sniffed by content).
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../context";
import {
  findLibraryToPicture,
  libraryCoverUrl,
  setLibraryImage,
  setUserImage,
  userCoverUrl,
  type LibraryImage,
  type UserImage,
} from "../domain/uploads";
import { requireUser } from "../http/auth";
import { idParam, readInput } from "../http/input";

export const uploadsRoutes = new Hono<AppEnv>();

/** The multipart field `field` of the request (a File when one was sent). */
const formField = async (c: AppContext, field: string) => (await readInput(c))[field];

const userImages: { path: string; field: UserImage }[] = [
  { path: "/api/users/upload-own-photo", field: "photo" },
  { path: "/api/users/upload-my-cover-photo", field: "cover" },
];

for (const { path, field } of userImages) {
  uploadsRoutes.post(path, async (c) => {
    const me = requireUser(c);
    const { db, uploads } = c.var.deps;
    const url = await setUserImage(db, uploads, me.id, field, await formField(c, field));
    return c.json({ data: url });
  });
}

const libraryImages: { path: string; field: LibraryImage }[] = [
  { path: "/api/libraries/:id{[0-9]+}/upload-cover-photo", field: "cover" },
  { path: "/api/libraries/:id{[0-9]+}/upload-logo", field: "logo" },
];

for (const { path, field } of libraryImages) {
  uploadsRoutes.post(path, async (c) => {
    const me = requireUser(c);
    const { db, uploads } = c.var.deps;
    const id = idParam(c.req.param("id"), "Library");
    const library = await findLibraryToPicture(db, id, me.id);
    const url = await setLibraryImage(db, uploads, library.id, field, await formField(c, field));
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
    return c.redirect(await userCoverUrl(c.var.deps.db, id), 302);
  },
);

uploadsRoutes.on(
  "GET",
  ["/api/libraries/:id{[0-9]+}/cover-photo", "/libraries/:id{[0-9]+}/cover-photo"],
  async (c) => {
    const id = idParam(c.req.param("id"), "Library");
    return c.redirect(await libraryCoverUrl(c.var.deps.db, id), 302);
  },
);
