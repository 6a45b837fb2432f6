// Desk copies offline: N copies at once, chains on temporary ids, coalescing, rollback and a taken code.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { addCopies, editCopy, moveCopies, restoreCopy, withdrawCopy } from "./actions/copies";
import { deskFake, type DeskFake } from "./copiesFakeServer.test-util";
import { reader } from "./fakeServer.test-util";
import { amendMutation } from "./engine";
import { pullPage } from "./pull";
import { replayQueue } from "./engine";
import { searchBooks } from "./search";
import { fakeApi, freshMirror } from "./testing";

const LIB = 7;
let db: MirrorDb;
let server: DeskFake;
const opts = { now: () => 1_000_000, random: () => 0.5 };

beforeEach(async () => {
  db = await freshMirror();
  server = deskFake(LIB);
  fakeApi(server.handler);
  useSession.getState().signIn("token", reader);
  await db.desk.put({
    libraryId: LIB,
    permissions: ["books_manage"],
    loanPeriodDays: 14,
    loanLimit: 3,
    bookCodePrefix: "AP",
    nextBookCode: "AP-03001",
    nextMemberCode: "AP-M0301",
    fetchedAt: 0,
  });
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

const book = (title: string, copies = 1, book_code = "AP-03001") => ({
  libraryId: LIB,
  title,
  authors: ["Rabindranath Tagore"],
  isbn: "978-984-90012-3-2",
  book_code,
  shelf_number: "2",
  box_number: null,
  copies,
});
const outbox = () => db.outbox.orderBy("seq").toArray();
const libraryRows = () => db.books.where("libraryId").equals(LIB).sortBy("code");

describe("adding copies", () => {
  it("shows N copies at once, available, with consecutive codes, in one queued row", async () => {
    const ids = await addCopies(book("Gitanjali", 3));
    const rows = await libraryRows();
    expect(rows.map((r) => [r.id, r.code, r.status, r.isbn])).toEqual(
      ids.map((id, i) => [id, `AP-0300${i + 1}`, "available", "9789849001232"]),
    );
    expect(rows.every((r) => r.pendingBy)).toBe(true);
    expect(await outbox()).toHaveLength(1);
    expect((await db.desk.get(LIB))?.nextBookCode).toBe("AP-03004");
    expect((await searchBooks(LIB, "gitanjali 03002", 10, db)).map((r) => r.id)).toEqual([ids[1]]);
  });

  it("sends the time a copy was added on the device, not the time it reached the server", async () => {
    const before = Date.now();
    await addCopies(book("Gitanjali", 1));
    const after = Date.now();
    // Hours later, the network comes back.
    expect(await replayQueue(db, opts)).toEqual({ reason: "empty" });
    const sent = server.requests[0]!.body as { added_at: string };
    expect(Date.parse(sent.added_at)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(sent.added_at)).toBeLessThanOrEqual(after);
  });

  it("replays a chain made offline: add 2, edit one, withdraw the other, move both, with real ids", async () => {
    const [a, b] = await addCopies(book("Gitanjali", 2));
    await editCopy(LIB, b!, { title: "Gitanjali (2nd ed.)" });
    await withdrawCopy(LIB, a!, "damaged", " water ");
    await moveCopies(LIB, [a!, b!], "9", "B-1");
    const queued = await outbox();
    expect(queued.map((r) => r.kind)).toEqual([
      "copy.create",
      "copy.update",
      "copy.withdraw",
      "copy.move",
    ]);
    expect(queued.slice(1).every((r) => r.dependsOn === queued[0]!.id)).toBe(true);

    expect(await replayQueue(db, opts)).toEqual({ reason: "empty" });
    const [ra, rb] = [...server.copies.values()];
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST libraries/${LIB}/books`,
      `PUT libraries/${LIB}/books/${rb!.id}`,
      `POST libraries/${LIB}/books/${ra!.id}/withdraw`,
      `POST libraries/${LIB}/books/move`,
    ]);
    expect(server.requests[3]!.body).toMatchObject({ ids: [ra!.id, rb!.id] });
    expect(ra).toMatchObject({
      status: "withdrawn",
      withdrawn: { reason: "damaged", note: "water" },
    });
    expect(rb!.book.title).toBe("Gitanjali (2nd ed.)");
    const rows = await libraryRows();
    expect(rows.map((r) => [r.id, r.status, r.shelf, r.box, r.pendingBy])).toEqual([
      [ra!.id, "withdrawn", "9", "B-1", undefined],
      [rb!.id, "available", "9", "B-1", undefined],
    ]);
    expect(await db.idMap.get(a!)).toMatchObject({ serverId: ra!.id });
  });

  it("folds an edit into the unsent add of that copy, and edits of a copy into one", async () => {
    const [id] = await addCopies(book("Gitanjli"));
    await editCopy(LIB, id!, { title: "Gitanjali", shelf_number: "4" });
    const queued = await outbox();
    expect(queued).toHaveLength(1);
    expect(queued[0]!.payload).toMatchObject({ title: "Gitanjali", shelf_number: "4" });
    expect(await db.books.get(id!)).toMatchObject({ title: "Gitanjali", shelf: "4" });
    await replayQueue(db, opts);
    const copy = [...server.copies.values()][0]!;
    await editCopy(LIB, copy.id, { shelf_number: "5" });
    await editCopy(LIB, copy.id, { box_number: "X" });
    expect((await outbox()).map((r) => r.payload)).toEqual([
      { libraryId: LIB, id: copy.id, shelf_number: "5", box_number: "X" },
    ]);
  });

  it("a withdrawal and a restore both unsent cancel out", async () => {
    const [id] = await addCopies(book("Gitanjali"));
    await replayQueue(db, opts);
    const real = (await db.idMap.get(id!))!.serverId;
    await withdrawCopy(LIB, real, "lost", null);
    expect((await db.books.get(real))?.status).toBe("withdrawn");
    await restoreCopy(LIB, real);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.books.get(real)).toMatchObject({ status: "available", withdrawn: null });
  });

  it("rolls an edit back when the server refuses it", async () => {
    await addCopies(book("Gitanjali"));
    await replayQueue(db, opts);
    const copy = [...server.copies.values()][0]!;
    await editCopy(LIB, copy.id, { title: "" });
    expect((await db.books.get(copy.id))?.title).toBe("");
    await replayQueue(db, opts);
    expect((await db.books.get(copy.id))?.title).toBe("Gitanjali");
    expect((await outbox())[0]).toMatchObject({ state: "failed", error: { status: 422 } });
  });

  it("a taken code fails the add with its reason; another code sends it again", async () => {
    await addCopies(book("Other device's book", 1, "AP-03002"));
    await replayQueue(db, opts);
    await db.desk.update(LIB, { nextBookCode: "AP-03001" });
    const [a, b] = await addCopies(book("Gitanjali", 2));
    await moveCopies(LIB, [b!], "1", null);
    await replayQueue(db, opts);
    const [failed, waiting] = await outbox();
    expect(failed).toMatchObject({ state: "failed", error: { reason: "book_code_taken" } });
    expect(waiting).toMatchObject({ kind: "copy.move", state: "pending" });
    expect(await db.books.get(a!)).toBeUndefined();

    await amendMutation(failed!.id, { book_code: "AP-03010" });
    expect((await db.books.get(b!))?.code).toBe("AP-03011");
    expect(await replayQueue(db, opts)).toEqual({ reason: "empty" });
    const codes = [...server.copies.values()].map((c) => [c.book_code, c.shelf_number]);
    expect(codes).toEqual([
      ["AP-03002", "2"],
      ["AP-03010", "2"],
      ["AP-03011", "1"],
    ]);
  });

  it("a pull does not overwrite a copy with a change still queued", async () => {
    await addCopies(book("Gitanjali"));
    await replayQueue(db, opts);
    const copy = [...server.copies.values()][0]!;
    await editCopy(LIB, copy.id, { shelf_number: "8" });
    server.handler = wrapList(server);
    fakeApi(server.handler);
    await pullPage({ resource: "books", libraryId: LIB }, db);
    expect((await db.books.get(copy.id))?.shelf).toBe("8");
    expect((await db.catalogue.get("9789849001232"))?.title).toBe("Gitanjali");
  });
});

/** Adds the list route (GET books) to the fake. */
function wrapList(s: DeskFake) {
  const inner = s.handler;
  return async (request: Request) => {
    if (request.method !== "GET") return inner(request);
    const data = [...s.copies.values()].map((c) => ({ id: c.id, attributes: c }));
    return new Response(
      JSON.stringify({
        data,
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 100, total: data.length },
      }),
      { status: 200, headers: { "Content-Type": "application/json" } },
    );
  };
}
