// The library desk's catalogue: settings, the ISBN lookup, and adding, editing, withdrawing, moving and importing copies.
import { Hono } from "hono";
import type { AppContext, AppEnv } from "../context";
import { requireUser } from "../http/auth";
import { idParam, readInput } from "../http/input";
import { invalid } from "../http/errors";
import { toIsbn13 } from "../../src/lib/isbn";
import { requireLibrary } from "../domain/libraries";
import { BOOKS_MANAGE, LIBRARY_EDIT, requireLibraryPower } from "../domain/permissions";
import { deskSettings, saveDeskSettings } from "../domain/desk-settings";
import {
  readCopyEdit,
  readDeskSettings,
  readMove,
  readNewCopies,
  readWithdrawal,
  ISBN_MESSAGE,
} from "../domain/book-input";
import { addCopies, editCopy, moveCopies } from "../domain/desk-books";
import { restoreCopy, withdrawCopy } from "../domain/copy-status";
import { setCopyCover } from "../domain/copy-cover";
import { importCatalogue, readImport } from "../domain/desk-import";
import { takeImportCheck } from "../http/import-limits";
import { runImport } from "./book-import";
import { bookByIsbn } from "../domain/shared-books";
import type { Input } from "../domain/fields";

export const deskBooksRoutes = new Hono<AppEnv>();

const ONE = "/api/libraries/:id{[0-9]+}";
const COPY = `${ONE}/books/:copy{[0-9]+}`;

const copyId = (c: AppContext) => idParam(c.req.param("copy"), "Book");

/** The signed-in caller and the library, after 404 for no library and 403 without `power`. */
async function withPower(c: AppContext, power: typeof BOOKS_MANAGE | typeof LIBRARY_EDIT) {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const library = await requireLibrary(db, idParam(c.req.param("id"), "Library"));
  await requireLibraryPower(db, library.id, user.id, power);
  return { user, library, db };
}

deskBooksRoutes.get(`${ONE}/desk`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const library = await requireLibrary(db, idParam(c.req.param("id"), "Library"));
  return c.json({ data: await deskSettings(db, library, user.id) });
});

deskBooksRoutes.on(["POST", "PUT"], `${ONE}/desk`, async (c) => {
  const { user, library, db } = await withPower(c, LIBRARY_EDIT);
  const saved = await saveDeskSettings(db, library.id, readDeskSettings(await readInput(c)));
  return c.json({ data: await deskSettings(db, saved, user.id), message: "Desk settings saved." });
});

deskBooksRoutes.get("/api/isbn/:isbn", async (c) => {
  requireUser(c);
  const isbn = toIsbn13(c.req.param("isbn"));
  if (!isbn) throw invalid({ isbn: [ISBN_MESSAGE] });
  return c.json({ data: await bookByIsbn(c.var.deps.db, isbn) });
});

/**
 * A cover the upload answered under S3_PUBLIC_URL is this server's upload too: it is kept as its /uploads
 * path (which the server answers from the same store), so the rule "only an uploaded picture" still holds.
 */
function ownCover(c: AppContext, input: Input): Input {
  const publicUrl = c.var.deps.config.s3?.publicUrl;
  const url = input.cover_url;
  if (!publicUrl || typeof url !== "string" || !url.startsWith(`${publicUrl}/`)) return input;
  return { ...input, cover_url: `/uploads/${url.slice(publicUrl.length + 1)}` };
}

deskBooksRoutes.post(`${ONE}/books`, async (c) => {
  const { library, db } = await withPower(c, BOOKS_MANAGE);
  const entry = readNewCopies(ownCover(c, await readInput(c)));
  return c.json({ data: await addCopies(db, library, entry) }, 201);
});

deskBooksRoutes.post(`${ONE}/books/move`, async (c) => {
  const { library, db } = await withPower(c, BOOKS_MANAGE);
  const input = await readInput(c);
  const move = readMove(input);
  const place = {
    ...("shelf_number" in input && { shelfNumber: move.shelf_number }),
    ...("box_number" in input && { boxNumber: move.box_number }),
  };
  return c.json({ data: await moveCopies(db, library.id, move.ids, place) });
});

deskBooksRoutes.post(`${ONE}/books/import`, async (c) => {
  const { user, library, db } = await withPower(c, BOOKS_MANAGE);
  const { rows, dryRun } = readImport(await readInput(c));
  if (!dryRun) return runImport(c, user, db, library, rows);
  await takeImportCheck(c, user);
  return c.json({ data: await importCatalogue(db, library, rows, true) }, 200);
});

deskBooksRoutes.on(["POST", "PUT"], COPY, async (c) => {
  const { library, db } = await withPower(c, BOOKS_MANAGE);
  const id = copyId(c);
  const edit = readCopyEdit(ownCover(c, await readInput(c)));
  return c.json({ data: await editCopy(db, library, id, edit) });
});

deskBooksRoutes.post(`${COPY}/withdraw`, async (c) => {
  const { library, db } = await withPower(c, BOOKS_MANAGE);
  const id = copyId(c);
  const withdrawal = readWithdrawal(await readInput(c));
  return c.json({ data: await withdrawCopy(db, library.id, id, withdrawal) });
});

deskBooksRoutes.post(`${COPY}/restore`, async (c) => {
  const { library, db } = await withPower(c, BOOKS_MANAGE);
  return c.json({ data: await restoreCopy(db, library.id, copyId(c)) });
});

deskBooksRoutes.post(`${COPY}/upload-cover`, async (c) => {
  const { library, db } = await withPower(c, BOOKS_MANAGE);
  const id = copyId(c);
  const file = (await readInput(c)).cover;
  return c.json({ data: await setCopyCover(db, c.var.deps.uploads, library.id, id, file) });
});
