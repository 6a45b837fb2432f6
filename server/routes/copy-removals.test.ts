// Copies an import's undo removes, over HTTP: the changes since a moment name them in `meta.deleted` (and not the
// ids the import had only noted), the version moves, and a whole snapshot simply leaves them out.
import { issueToken } from "../auth/tokens";
import { books, libraries, libraryBooks, users } from "../db/schema";
import { undoWritten } from "../domain/import-writes";
import { startSmallServer, type SmallServer } from "../test/small-server";

let server: SmallServer;
let token: string;
let libraryId: number;
let copyIds: number[];

beforeAll(async () => {
  server = await startSmallServer();
  const { db } = server.database;
  const [user] = await db
    .insert(users)
    .values({ firstName: "Nila", username: "nila@example.com", passwordHash: "x" })
    .returning();
  token = await issueToken(db, user!.id, "access");
  const [library] = await db
    .insert(libraries)
    .values({ name: "removals", title: "Removals" })
    .returning();
  libraryId = library!.id;
  const [book] = await db.insert(books).values({ title: "Imported" }).returning();
  const copies = await db
    .insert(libraryBooks)
    .values(["R-1", "R-2", "R-3"].map((bookCode) => ({ libraryId, bookId: book!.id, bookCode })))
    .returning();
  copyIds = copies.map((c) => c.id);
});
afterAll(() => server?.stop());

async function snapshot(query = "", etag?: string) {
  const res = await fetch(`${server.url}/api/libraries/${libraryId}/books/snapshot${query}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: "application/json",
      ...(etag && { "if-none-match": etag }),
    },
  });
  const text = await res.text();
  return {
    status: res.status,
    etag: res.headers.get("etag"),
    body: text
      ? (JSON.parse(text) as { data: { id: number }[]; meta: { deleted?: number[] } })
      : undefined,
  };
}

it("names the copies an undone import removed among the changes since, and the whole list drops them", async () => {
  const before = await snapshot();
  expect(before.body!.data.map((c) => c.id)).toEqual(copyIds);
  expect(before.body!.meta.deleted).toBeUndefined();
  const since = new Date(Date.now() - 60_000).toISOString();
  const quiet = await snapshot(`?updated_since=${encodeURIComponent(since)}`);
  expect(quiet.body!.meta.deleted).toEqual([]);

  // The import's journal also noted an id it never wrote: that one is no removal.
  const [kept, ...removed] = copyIds as [number, ...number[]];
  await undoWritten(server.database.db, libraryId, {
    copies: [...removed, 999_999],
    books: [],
  });

  expect((await snapshot("", before.etag!)).status).toBe(200);
  const changes = await snapshot(`?updated_since=${encodeURIComponent(since)}`);
  expect(changes.body!.meta.deleted).toEqual(removed);
  expect(changes.body!.data.map((c) => c.id)).toEqual([kept]);
  const whole = await snapshot();
  expect(whole.body!.data.map((c) => c.id)).toEqual([kept]);
  expect(whole.body!.meta.deleted).toBeUndefined();
  // Removals older than the moment asked about are not named again.
  const later = new Date(Date.now() + 1_000).toISOString();
  expect(
    (await snapshot(`?updated_since=${encodeURIComponent(later)}`)).body!.meta.deleted,
  ).toEqual([]);
});
