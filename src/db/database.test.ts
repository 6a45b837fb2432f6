// The mirror opens per user, and data written by older schema versions survives each upgrade.
import { Dexie } from "dexie";
import { afterEach, describe, expect, it } from "vitest";
import {
  closeMirror,
  layoutKey,
  mirror,
  MirrorDb,
  noteLayoutOfNewMirror,
  openMirror,
  userDbName,
} from "./database";
import {
  DB_VERSION,
  STORES_V1,
  STORES_V3,
  STORES_V4,
  STORES_V5,
  STORES_V6,
  STORES_V7,
} from "./schema";
import { normaliseText, searchText } from "./normalise";

afterEach(() => closeMirror());

describe("mirror database", () => {
  it("opens one database per user", async () => {
    const a = openMirror(1);
    await a.meta.put({ key: "x", value: 1 });
    expect(a.name).toBe("pathagar-u1");
    const b = openMirror(2);
    expect(mirror()).toBe(b);
    expect(await b.meta.get("x")).toBeUndefined();
    expect(openMirror(2)).toBe(b);
  });

  it("throws when asked for the mirror with nobody signed in", () => {
    expect(() => mirror()).toThrow(/not open/);
  });

  it("upgrades v1 data to v2: books gain their search field and the library+code index", async () => {
    const name = userDbName(99);
    const v1 = new Dexie(name);
    v1.version(1).stores(STORES_V1);
    await v1.table("books").bulkPut([
      {
        id: 1,
        libraryId: 7,
        code: "B-1",
        title: "পথের পাঁচালী",
        authors: ["বিভূতিভূষণ"],
        shelf: null,
        box: null,
        coverUrl: null,
        bookId: 1,
      },
      {
        id: 2,
        libraryId: 7,
        code: "B-2",
        title: "Gitanjali",
        authors: ["Tagore"],
        shelf: null,
        box: null,
        coverUrl: null,
        bookId: 2,
      },
    ]);
    v1.close();

    const v2 = new MirrorDb(name);
    await v2.open();
    expect(v2.verno).toBeGreaterThanOrEqual(2);
    const book = await v2.books.get(1);
    expect(book?.search).toBe(searchText("পথের পাঁচালী বিভূতিভূষণ B-1", "পথের পাঁচালী বিভূতিভূষণ"));
    const byCode = await v2.books.where("[libraryId+code]").equals([7, "B-2"]).first();
    expect(byCode?.title).toBe("Gitanjali");
    v2.close();
    await Dexie.delete(name);
  });

  it("upgrades v3 to v4: the unused likes table is dropped and every other row is kept", async () => {
    const name = userDbName(98);
    const v3 = new Dexie(name);
    v3.version(3).stores(STORES_V3);
    await v3.table("likes").put({ id: 5, post_id: 1, emoji_html_code: "&#128077;" });
    await v3.table("meta").put({ key: "feed-cursor", value: "abc" });
    await v3.table("blocks").put({ userId: 4, id: 9 });
    v3.close();

    const v4 = new MirrorDb(name);
    await v4.open();
    expect(v4.verno).toBeGreaterThanOrEqual(4);
    expect(v4.tables.map((t) => t.name)).not.toContain("likes");
    expect(Array.from(v4.backendDB().objectStoreNames)).not.toContain("likes");
    expect(await v4.meta.get("feed-cursor")).toEqual({ key: "feed-cursor", value: "abc" });
    expect(await v4.blocks.get(4)).toEqual({ userId: 4, id: 9 });
    v4.close();
    await Dexie.delete(name);
  });

  it("upgrades v4 to v5: stored loans gain their copy, member and open fields", async () => {
    const name = userDbName(96);
    const v4 = new Dexie(name);
    v4.version(4).stores(STORES_V4);
    const loan = (id: number, collected_at: string | null) => ({
      id,
      library_id: 3,
      library_member: { id: 40 + id, member_code: "AP-M0001" },
      library_book: { id: 70 + id, book_code: "AP-00001" },
      issued_at: "2026-11-01T00:00:00.000Z",
      collected_at,
    });
    await v4.table("bookIssues").bulkPut([loan(1, null), loan(2, "2026-11-03T00:00:00.000Z")]);
    v4.close();

    const v5 = new MirrorDb(name);
    await v5.open();
    const open = await v5.bookIssues.where("[library_id+open]").equals([3, 1]).toArray();
    expect(open.map((l) => [l.id, l.copyId, l.memberId])).toEqual([[1, 71, 41]]);
    expect(await v5.bookIssues.where("[copyId+open]").equals([72, 0]).count()).toBe(1);
    v5.close();
    await Dexie.delete(name);
  });

  it("upgrades v4 to v5: copies gain the desk's fields, the catalogue and desk tables appear", async () => {
    const name = userDbName(97);
    const v4 = new Dexie(name);
    v4.version(4).stores(STORES_V4);
    const copy = {
      id: 3,
      libraryId: 7,
      code: "AP-00003",
      title: "Gitanjali",
      authors: ["Tagore"],
      shelf: "2",
      box: null,
      coverUrl: null,
      bookId: 11,
      search: "gitanjali tagore ap-00003",
    };
    await v4.table("books").put(copy);
    await v4.table("outbox").add({ id: "m1", kind: "follow", state: "pending" });
    v4.close();

    const v5 = new MirrorDb(name);
    await v5.open();
    expect(v5.verno).toBe(DB_VERSION);
    expect(await v5.books.get(3)).toEqual({
      ...copy,
      status: "available",
      withdrawn: null,
      currentIssueId: null,
      isbn: null,
      publisher: null,
      year: null,
      language: null,
      category: null,
    });
    expect((await v5.books.where("bookId").equals(11).first())?.id).toBe(3);
    expect(await v5.outbox.count()).toBe(1);
    await v5.catalogue.put({
      isbn: "9789849001234",
      id: 11,
      title: "Gitanjali",
      authors: ["Tagore"],
      publisher: null,
      year: null,
      language: "bn",
      category: null,
      coverUrl: null,
    });
    expect((await v5.catalogue.where("id").equals(11).first())?.isbn).toBe("9789849001234");
    await v5.desk.put({
      libraryId: 7,
      permissions: ["books_manage"],
      loanPeriodDays: 14,
      loanLimit: 3,
      bookCodePrefix: "AP",
      nextBookCode: "AP-03001",
      nextMemberCode: "AP-M0301",
      fetchedAt: 1,
    });
    expect((await v5.desk.get(7))?.nextBookCode).toBe("AP-03001");
    v5.close();
    await Dexie.delete(name);
  });
});

describe("the outbox's temporary ids (v6)", () => {
  it("upgrades v5: queued rows are found by the temporary ids they name", async () => {
    const name = userDbName(96);
    const v5 = new Dexie(name);
    v5.version(5).stores(STORES_V5);
    await v5.table("outbox").bulkAdd([
      {
        id: "lend",
        kind: "loan.create",
        state: "pending",
        entityKey: "loan:tmp-l",
        payload: { tempId: "tmp-l", copyId: "tmp-c", memberId: 4 },
      },
      {
        id: "edit",
        kind: "copy.update",
        state: "pending",
        entityKey: "copy:2",
        payload: { id: 2 },
      },
    ]);
    v5.close();

    const v6 = new MirrorDb(name);
    await v6.open();
    expect((await v6.outbox.where("refs").equals("tmp-c").toArray()).map((r) => r.id)).toEqual([
      "lend",
    ]);
    expect((await v6.outbox.get({ id: "edit" }))?.refs).toEqual([]);
    v6.close();
    await Dexie.delete(name);
  });

  it("keeps them on every write: add, update and put", async () => {
    const db = openMirror(95);
    const base = { kind: "copy.update", state: "pending" as const, createdAt: "", attempts: 0 };
    const seq = await db.outbox.add({
      ...base,
      id: "m1",
      entityKey: "copy:tmp-a",
      payload: { id: "tmp-a" },
      nextAttemptAt: 0,
    });
    expect((await db.outbox.get(seq))?.refs).toEqual(["tmp-a"]);
    await db.outbox.update(seq, { payload: { id: "tmp-a", shelf: ["tmp-b"] }, undo: ["tmp-u"] });
    expect((await db.outbox.get(seq))?.refs).toEqual(["tmp-a", "tmp-b", "tmp-u"]);
    const row = (await db.outbox.get(seq))!;
    await db.outbox.put({ ...row, entityKey: "copy:5", payload: { id: 5 }, undo: null });
    expect((await db.outbox.get(seq))?.refs).toEqual([]);
  });
});

describe("the printed labels (v7)", () => {
  it("upgrades v6: copies stay, printed labels start empty and are found by library", async () => {
    const name = userDbName(92);
    const v6 = new Dexie(name);
    v6.version(6).stores(STORES_V6);
    await v6.table("books").add({ id: 1, libraryId: 7, code: "AP-00001", title: "Gitanjali" });
    v6.close();
    localStorage.removeItem(layoutKey(name));

    const v7 = new MirrorDb(name);
    await v7.open();
    expect(v7.verno).toBe(DB_VERSION);
    expect((await v7.books.get(1))?.code).toBe("AP-00001");
    expect(await v7.printedLabels.count()).toBe(0);
    await v7.printedLabels.put({
      libraryId: 7,
      code: "AP-00001",
      printedAt: "2026-11-29T00:00:00Z",
    });
    expect(await v7.printedLabels.where("libraryId").equals(7).count()).toBe(1);
    v7.close();
    await Dexie.delete(name);
  });
});

describe("the printed member cards (v8)", () => {
  it("upgrades v7: printed labels stay, printed cards start empty and are found by library", async () => {
    const name = userDbName(91);
    const v7 = new Dexie(name);
    v7.version(7).stores(STORES_V7);
    await v7
      .table("printedLabels")
      .add({ libraryId: 7, code: "AP-00001", printedAt: "2026-11-28" });
    await v7.table("members").add({ id: 3, library_id: 7, member_code: "M-0001" });
    v7.close();
    localStorage.removeItem(layoutKey(name));

    const v8 = new MirrorDb(name);
    await v8.open();
    expect(v8.verno).toBe(DB_VERSION);
    expect(await v8.printedLabels.get([7, "AP-00001"])).toMatchObject({ printedAt: "2026-11-28" });
    expect((await v8.members.get(3))?.member_code).toBe("M-0001");
    expect(await v8.printedCards.count()).toBe(0);
    await v8.printedCards.put({ libraryId: 7, code: "M-0001", printedAt: "2026-11-29T00:00:00Z" });
    // A member code and a book code are kept apart even when they read the same.
    await v8.printedCards.put({
      libraryId: 7,
      code: "AP-00001",
      printedAt: "2026-11-29T00:00:00Z",
    });
    expect(await v8.printedCards.where("libraryId").equals(7).count()).toBe(2);
    expect(await v8.printedLabels.count()).toBe(1);
    v8.close();
    await Dexie.delete(name);
  });
});

describe("the layout a device notes", () => {
  it("runs every upgrade where nothing is noted, then notes the latest layout", async () => {
    const name = userDbName(97);
    const v5 = new Dexie(name);
    v5.version(5).stores(STORES_V5);
    await v5.table("outbox").add({
      id: "lend",
      kind: "loan.create",
      state: "pending",
      entityKey: "loan:tmp-l",
      payload: { tempId: "tmp-l", copyId: "tmp-c", memberId: 4 },
    });
    v5.close();
    localStorage.removeItem(layoutKey(name));

    const db = openMirror(97);
    expect((await db.outbox.get({ id: "lend" }))?.refs).toEqual(["tmp-l", "tmp-c"]);
    expect(localStorage.getItem(layoutKey(name))).toBe(String(DB_VERSION));
    closeMirror();
    await Dexie.delete(name);
  });

  it("notes the latest layout before the first open of a mirror the device does not have", async () => {
    const name = userDbName(93);
    localStorage.removeItem(layoutKey(name));
    await noteLayoutOfNewMirror(93);
    expect(localStorage.getItem(layoutKey(name))).toBe(String(DB_VERSION));
    const db = openMirror(93);
    await db.open();
    expect(db.verno).toBe(DB_VERSION);
    closeMirror();
    await Dexie.delete(name);
  });

  it("notes nothing for a mirror already on the device, whose upgrades must run", async () => {
    const name = userDbName(94);
    const v5 = new Dexie(name);
    v5.version(5).stores(STORES_V5);
    await v5.open();
    v5.close();
    localStorage.removeItem(layoutKey(name));
    await noteLayoutOfNewMirror(94);
    expect(localStorage.getItem(layoutKey(name))).toBeNull();
    await Dexie.delete(name);
  });

  it("declares the latest layout only where it is noted, and still keeps the outbox's references", async () => {
    const name = userDbName(98);
    localStorage.setItem(layoutKey(name), String(DB_VERSION));
    const db = openMirror(98);
    await db.open();
    expect(db.verno).toBe(DB_VERSION);
    // Dexie's own list of declared layouts (not public): one here, against every upgrade's otherwise.
    const declared = (d: Dexie) => (d as unknown as { _versions: unknown[] })._versions.length;
    expect(declared(db)).toBe(1);
    const everyLayout = new MirrorDb(name);
    expect(declared(everyLayout)).toBeGreaterThan(1);
    const layout = (d: Dexie) =>
      d.tables
        .map((t) => [t.name, t.schema.primKey.src, ...t.schema.indexes.map((i) => i.src)].join(" "))
        .sort();
    expect(layout(everyLayout)).toEqual(layout(db));
    const seq = await db.outbox.add({
      id: "m1",
      kind: "copy.update",
      state: "pending",
      createdAt: "",
      attempts: 0,
      entityKey: "copy:tmp-a",
      payload: { id: "tmp-a" },
      nextAttemptAt: 0,
    });
    expect((await db.outbox.get(seq))?.refs).toEqual(["tmp-a"]);
    closeMirror();
    await Dexie.delete(name);
  });
});

describe("normaliseText", () => {
  it("folds Bangla digits, nukta spellings, joiners, case and Latin accents", () => {
    expect(normaliseText("১২৩")).toBe("123");
    expect(normaliseText("\u09AF\u09BC")).toBe(normaliseText("\u09DF"));
    expect(normaliseText("ক্\u200Dষ")).toBe("ক্ষ");
    expect(normaliseText("  Café—BOOK ")).toBe("cafe book");
  });
});
