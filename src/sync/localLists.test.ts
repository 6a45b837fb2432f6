// The device's search of a library's saved lists and of the library list.
import { afterEach, describe, expect, it, vi } from "vitest";
import { closeMirror, issueRow } from "../db";
import {
  makeBook,
  makeIssue,
  makeLibrary,
  makeMember,
} from "../features/libraries/libraryTestKit.test-util";
import { localBooks, localIssues, localLibraries, localMembers } from "./localLists";
import { toBookRow } from "./screenPulls";
import { invalidateBookIndex } from "./search";
import { freshMirror } from "./testing";

afterEach(() => vi.restoreAllMocks());

describe("searching what the device holds", () => {
  it("finds members by name or code, Bangla digits included, ordered by code", async () => {
    const db = await freshMirror();
    await db.members.bulkPut([
      makeMember(12, "Rafiq"),
      makeMember(6, "নীলা"),
      { ...makeMember(7, "Other"), library_id: 2 },
    ]);
    expect((await localMembers(1, "")).map((m) => m.member_code)).toEqual(["M-0006", "M-0012"]);
    expect((await localMembers(1, "M-০০০৬")).map((m) => m.first_name)).toEqual(["নীলা"]);
    expect((await localMembers(1, "নীলা")).map((m) => m.member_code)).toEqual(["M-0006"]);
    expect((await localMembers(1, "rafiq sarkar")).map((m) => m.id)).toEqual([12]);
    expect(await localMembers(1, "other")).toEqual([]);
  });

  it("finds books by title, author or code in either script", async () => {
    const db = await freshMirror();
    invalidateBookIndex();
    await db.books.bulkPut([
      toBookRow(makeBook(1, "পথের পাঁচালী", "বিভূতিভূষণ")),
      toBookRow(makeBook(2, "Padma River Boatman", "Manik")),
    ]);
    expect((await localBooks(1, "পাঁচালী")).map((b) => b.id)).toEqual([1]);
    expect((await localBooks(1, "PADMA manik")).map((b) => b.id)).toEqual([2]);
    expect((await localBooks(1, "B-০০০২")).map((b) => b.id)).toEqual([2]);
  });

  it("finds issues by member or book, newest first, and libraries by name or address", async () => {
    const db = await freshMirror();
    await db.bookIssues.bulkPut([
      issueRow({ ...makeIssue(1, null), issued_at: "2026-10-01T00:00:00Z" }),
      issueRow({ ...makeIssue(2, null), issued_at: "2026-11-01T00:00:00Z" }),
    ]);
    expect((await localIssues(1, "nila")).map((i) => i.id)).toEqual([2, 1]);
    expect((await localIssues(1, "issued book 1")).map((i) => i.id)).toEqual([1]);

    await db.libraries.bulkPut([
      makeLibrary(1, { title: "Alokito Pathagar" }),
      makeLibrary(2, {
        title: "Boi Ghor",
        address: {
          house: null,
          village: "Mirpur",
          police_station: null,
          district: { name: "Dhaka" },
          post_code: null,
        },
      }),
    ]);
    expect((await localLibraries("dhaka")).map((l) => l.id)).toEqual([2]);
    expect((await localLibraries("", [2, 1])).map((l) => l.title)).toEqual([
      "Alokito Pathagar",
      "Boi Ghor",
    ]);
  });

  it("answers nothing when no mirror is open", async () => {
    await freshMirror();
    closeMirror();
    expect(await localBooks(1, "")).toEqual([]);
    expect(await localMembers(1, "")).toEqual([]);
    expect(await localIssues(1, "")).toEqual([]);
    expect(await localLibraries("")).toEqual([]);
    expect(await localLibraries("", [1])).toEqual([]);
  });
});
