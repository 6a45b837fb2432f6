// The desk on the device: settings pulled and kept (not for non-staff), and ISBN lookup mirror-first.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { laterCode, lookupIsbn, pullDesk } from "./deskSettings";
import { reader } from "./fakeServer.test-util";
import { fakeApi, freshMirror, jsonResponse } from "./testing";

let db: MirrorDb;
let calls: string[];
const settings = {
  id: 7,
  permissions: ["books_manage", "circulation"],
  loan_period_days: 14,
  loan_limit: 3,
  book_code_prefix: "AP",
  next_book_code: "AP-03001",
  next_member_code: "AP-M0301",
};
const gitanjali = {
  id: 44,
  title: "Gitanjali",
  isbn: "9789849001232",
  publisher: "Visva-Bharati",
  year: 1910,
  language: "bn",
  category: "Poetry",
  cover_url: "/covers/44.jpg",
  authors: [{ id: 1, name: "Rabindranath Tagore" }],
};

beforeEach(async () => {
  db = await freshMirror();
  calls = [];
  useSession.getState().signIn("token", reader);
  fakeApi((request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, "");
    calls.push(path);
    if (path === "libraries/7/desk")
      return jsonResponse(200, { data: { id: 7, attributes: settings } });
    if (path === "libraries/8/desk") return jsonResponse(403, { message: "Staff only." });
    if (path === "isbn/9789849001232")
      return jsonResponse(200, { data: { id: 44, attributes: gitanjali } });
    return jsonResponse(404, { message: "Not found." });
  });
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

describe("desk settings", () => {
  it("keeps the desk and my powers; keeps a next code the device advanced past", async () => {
    expect(await pullDesk(7, db)).toMatchObject({
      permissions: settings.permissions,
      loanLimit: 3,
    });
    await db.desk.update(7, { nextBookCode: "AP-03004" });
    expect((await pullDesk(7, db))?.nextBookCode).toBe("AP-03004");
    expect(laterCode("AP-03010", "AP-03004")).toBe("AP-03010");
  });

  it("keeps nothing for a reader who is not staff", async () => {
    await db.desk.put({ ...(await pullDesk(7, db))!, libraryId: 8 });
    expect(await pullDesk(8, db)).toBeNull();
    expect(await db.desk.get(8)).toBeUndefined();
  });
});

describe("ISBN lookup", () => {
  it("asks the server when online, keeps the book, then answers from the device offline", async () => {
    expect(await lookupIsbn("978-984-90012-3-2", { online: false, db })).toEqual({
      found: null,
      reason: "offline",
    });
    const online = await lookupIsbn("978 984 90012 3 2", { online: true, db });
    expect(online).toMatchObject({ from: "server", found: { title: "Gitanjali", id: 44 } });
    const offline = await lookupIsbn("9789849001232", { online: false, db });
    expect(offline).toMatchObject({
      from: "device",
      found: { authors: ["Rabindranath Tagore"], coverUrl: "/covers/44.jpg" },
    });
    expect(calls.filter((c) => c.startsWith("isbn/"))).toHaveLength(1);
  });

  it("says invalid for a bad checksum and unknown for an ISBN nobody catalogued", async () => {
    expect(await lookupIsbn("9789849001233", { online: true, db })).toEqual({
      found: null,
      reason: "invalid",
    });
    expect(await lookupIsbn("9780306406157", { online: true, db })).toEqual({
      found: null,
      reason: "unknown",
    });
  });
});
