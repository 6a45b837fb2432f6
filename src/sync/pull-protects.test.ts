// A pull over a queued change keeps the device's copy (a post edit, a move of copies, a member edit, a loan's
// copy and member), and reads only the queued rows about the entities it writes, however long the queue.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { toResource } from "../api/schemas/resource";
import { wireAny } from "../api/wire.test-util";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { editPost } from "./actions";
import { moveCopies } from "./actions/copies";
import { editMember, lendCopy } from "./actions/desk";
import { pullLibraryMembers } from "./wholeLists";
import { makePost, reader } from "./fakeServer.test-util";
import { pullPage } from "./pull";
import { fakeApi, freshMirror, jsonResponse, outboxRowsRead, queuedRow } from "./testing";

const LIB = 7;
let db: MirrorDb;
/** What the server holds: its posts' bodies, its copies' shelves, its members' first names. */
let server: {
  posts: Map<number, string>;
  shelves: Map<number, string>;
  names: Map<number, string>;
};

const copy = (id: number, shelf: string) =>
  toResource({
    id,
    library_id: LIB,
    book_code: `AP-${String(id).padStart(5, "0")}`,
    shelf_number: shelf,
    box_number: null,
    status: "available",
    withdrawn: null,
    current_issue_id: null,
    book: { id: id + 5000, title: `Book ${id}`, cover_url: null, authors: [] },
    // Changed on the server after the device's change was queued: a newer row is held all the same.
    updated_at: "2026-11-29T09:00:00.000Z",
  });

const member = (id: number, firstName: string) =>
  toResource({
    id,
    member_code: `AP-M${String(id).padStart(4, "0")}`,
    first_name: firstName,
    surname: null,
    nickname: null,
    photo_url: null,
    total_reading_books: 0,
    total_has_read_books: 0,
    library_id: LIB,
    user_id: null,
    user: { id: null, first_name: firstName, surname: null, nickname: null, photo_url: null },
    roles: [],
  });

const page = (data: unknown[]) => ({
  data,
  links: { prev: null, next: null },
  meta: { current_page: 1, last_page: 1, per_page: 100, total: data.length },
});

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", reader);
  server = {
    posts: new Map([
      [5, "five"],
      [6, "six"],
    ]),
    shelves: new Map([
      [11, "A1"],
      [12, "A1"],
      [13, "A1"],
    ]),
    names: new Map([
      [1, "Rina"],
      [2, "Sumon"],
    ]),
  };
  fakeApi((request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, "");
    if (path === "feed" || path.startsWith("posts"))
      return jsonResponse(
        200,
        page([...server.posts].map(([id, body]) => wireAny(makePost(id, body)))),
      );
    if (path === `libraries/${LIB}/books`)
      return jsonResponse(200, page([...server.shelves].map(([id, s]) => copy(id, s))));
    if (path === `libraries/${LIB}/members`)
      return jsonResponse(200, page([...server.names].map(([id, n]) => member(id, n))));
    if (path === `libraries/${LIB}/members/snapshot`) {
      const data = [...server.names].map(([id, n]) => member(id, n));
      // A new version at every call: each pull writes the list.
      return jsonResponse(200, { data, meta: { total: data.length, version: String(Date.now()) } });
    }
    return jsonResponse(404, { message: `No route ${path}` });
  });
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

/** A long queue of changes to other entities: a pull that read it whole would read them all. */
const queueOthers = () =>
  db.outbox.bulkAdd(
    Array.from({ length: 300 }, (_, i) =>
      queuedRow(`other-${i}`, { entityKey: `copy:${9000 + i}`, protects: [`copy:${9000 + i}`] }),
    ),
  );

describe("a pull over a queued change", () => {
  it("keeps a post edited here and writes the others, reading only the rows about them", async () => {
    await pullPage({ resource: "feed" });
    await editPost(5, { type: "user", id: reader.id }, { body: "edited here" });
    await queueOthers();
    server.posts = new Map([
      [5, "five, edited there"],
      [6, "six, edited there"],
    ]);
    const read = await outboxRowsRead(db, async () => {
      await pullPage({ resource: "feed" });
    });
    expect((await db.posts.get(5))?.body).toBe("edited here");
    expect((await db.posts.get(6))?.body).toBe("six, edited there");
    expect(read).toBeLessThanOrEqual(5);
  });

  it("keeps each copy a queued move names, not only the move's own key", async () => {
    await pullPage({ resource: "books", libraryId: LIB });
    await moveCopies(LIB, [11, 12], "B2", null);
    await queueOthers();
    server.shelves = new Map([
      [11, "C3"],
      [12, "C3"],
      [13, "C3"],
    ]);
    const read = await outboxRowsRead(db, async () => {
      await pullPage({ resource: "books", libraryId: LIB });
    });
    expect((await db.books.bulkGet([11, 12, 13])).map((b) => b?.shelf)).toEqual(["B2", "B2", "C3"]);
    expect(read).toBeLessThanOrEqual(5);
  });

  it("keeps a member edited at the desk", async () => {
    await pullLibraryMembers(LIB, db);
    const rina = (await db.members.get(1))!;
    await editMember(rina, { first_name: "Rina Begum" });
    await queueOthers();
    server.names = new Map([
      [1, "Rina B."],
      [2, "Sumon Das"],
    ]);
    const read = await outboxRowsRead(db, async () => {
      await pullLibraryMembers(LIB, db);
    });
    expect((await db.members.get(1))?.first_name).toBe("Rina Begum");
    expect((await db.members.get(2))?.first_name).toBe("Sumon Das");
    expect(read).toBeLessThanOrEqual(5);
  });

  it("keeps a member edited at the desk through the Books tab's list of members", async () => {
    await pullPage({ resource: "members", libraryId: LIB });
    await editMember((await db.members.get(1))!, { first_name: "Rina Begum" });
    server.names = new Map([
      [1, "Rina B."],
      [2, "Sumon Das"],
    ]);
    await pullPage({ resource: "members", libraryId: LIB });
    expect((await db.members.get(1))?.first_name).toBe("Rina Begum");
    expect((await db.members.get(2))?.first_name).toBe("Sumon Das");
  });

  it("keeps the copy a queued loan lends and the loan it counts on the member", async () => {
    await pullPage({ resource: "books", libraryId: LIB });
    await pullPage({ resource: "members", libraryId: LIB });
    await lendCopy({
      libraryId: LIB,
      copy: { id: 11, code: "AP-00011", title: "Book 11", coverUrl: null },
      member: (await db.members.get(1))!,
      dueAt: "2026-12-13T00:00:00.000Z",
    });
    expect((await db.books.get(11))?.status).toBe("on_loan");
    expect((await db.members.get(1))?.open_loans).toBe(1);
    // The server has not heard of the loan yet: it lists the copy as available and the member without loans.
    await pullPage({ resource: "books", libraryId: LIB });
    await pullLibraryMembers(LIB, db);
    await pullPage({ resource: "members", libraryId: LIB });
    expect((await db.books.get(11))?.status).toBe("on_loan");
    expect((await db.books.get(12))?.status).toBe("available");
    expect((await db.members.get(1))?.open_loans).toBe(1);
  });
});
