// The desk's catalogue over HTTP: settings, ISBN lookup, adding (ISBN shared, N codes, conflicts), editing,
// withdrawing, moving, covers and filters, with every caller's answer.
import { beforeAll, describe, expect, it } from "vitest";
import { call } from "../test/http";
import { deskPeople, type DeskPeople } from "../test/desk-fixtures";
import { PNG } from "../test/authz-fixtures";

let p: DeskPeople;
const books = () => `/api/libraries/${p.library}/books`;
let isbnsMade = 0;
/**
 * A valid ISBN-13 no book holds yet: 979-10 (the seed's are 978-984 and a few real 978s), then 7 digits that
 * differ for every call of this run (a random start, then a count), and the check digit.
 */
const isbnStart = Math.floor(Math.random() * 9000) * 1000;
function freshIsbn(): string {
  const body = `97910${String(isbnStart + isbnsMade++).padStart(7, "0")}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
const add = (json: Record<string, unknown>, token = p.owner.token, lib = p.library) =>
  call(`/api/libraries/${lib}/books`, { token, json });

beforeAll(async () => {
  p = await deskPeople();
});

describe("who may catalogue", () => {
  const entry = { title: "Refused", authors: ["Nobody"] };
  it("refuses anonymous (401), a stranger, a plain member and circulation-only staff (403)", async () => {
    expect((await call(books(), { json: entry })).status).toBe(401);
    expect((await add(entry, p.stranger.token)).status).toBe(403);
    const member = await add(entry, p.member.token, p.alokito);
    expect(member.status).toBe(403);
    const sumaiya = await add(entry, p.circulation.token, p.alokito);
    expect(sumaiya.status).toBe(403);
    expect(sumaiya.body.message).toBe("You need the books_manage permission in this library.");
  });

  it("gives the desk to staff only, with their powers", async () => {
    expect((await call(`/api/libraries/${p.alokito}/desk`)).status).toBe(401);
    expect((await call(`/api/libraries/${p.alokito}/desk`, { token: p.member.token })).status).toBe(
      403,
    );
    const sumaiya = await call(`/api/libraries/${p.alokito}/desk`, { token: p.circulation.token });
    expect(sumaiya.status).toBe(200);
    expect(sumaiya.body.data.attributes).toMatchObject({
      permissions: ["circulation"],
      loan_period_days: 14,
      loan_limit: 3,
      book_code_prefix: "AP",
    });
    // Other files on this shared server catalogue copies at Alokito too; the code follows the seeded 3,000.
    const nextBook = String(sumaiya.body.data.attributes.next_book_code);
    expect(nextBook).toMatch(/^AP-\d{5}$/);
    expect(Number(nextBook.slice(3))).toBeGreaterThanOrEqual(3001);
    // Other files on this shared server enrol walk-ins at Alokito; the code still follows the seeded 300.
    const next = String(sumaiya.body.data.attributes.next_member_code);
    expect(next).toMatch(/^AP-M\d{4}$/);
    expect(Number(next.slice(4))).toBeGreaterThanOrEqual(301);
    const rahim = await call(`/api/libraries/${p.alokito}/desk`, { token: p.rahim });
    expect(rahim.body.data.attributes.permissions).toEqual([
      "library_edit",
      "books_manage",
      "members_manage",
      "circulation",
    ]);
  });

  it("lets only library_edit change the settings, within their ranges", async () => {
    const desk = `/api/libraries/${p.library}/desk`;
    const put = (token: string, json: unknown, url = desk) =>
      call(url, { method: "PUT", token, json });
    expect((await put(p.stranger.token, { loan_limit: 5 })).status).toBe(403);
    const alokitoDesk = `/api/libraries/${p.alokito}/desk`;
    expect((await put(p.circulation.token, { loan_limit: 5 }, alokitoDesk)).status).toBe(403);
    const bad = await put(p.owner.token, { loan_period_days: 0, book_code_prefix: "A-B" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toContain("loan_period_days");
    const ok = await put(p.owner.token, {
      loan_period_days: 21,
      loan_limit: 5,
      book_code_prefix: "dt",
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.attributes).toMatchObject({
      loan_period_days: 21,
      loan_limit: 5,
      book_code_prefix: "DT",
      next_book_code: "DT-00001",
    });
  });
});

describe("adding copies", () => {
  it("keeps one shared book per ISBN (ISBN-10 with hyphens stored as ISBN-13) and finds it by ISBN", async () => {
    const res = await add({
      title: "The Little Prince",
      authors: ["Antoine de Saint-Exupéry"],
      isbn: "0-15-601219-7",
      publisher: "Harcourt",
      year: 2000,
      language: "en",
      category: "Children",
      shelf_number: "A-01",
      box_number: "3",
    });
    expect(res.status).toBe(201);
    const copy = res.body.data[0].attributes;
    expect(copy).toMatchObject({
      status: "available",
      withdrawn: null,
      current_issue_id: null,
      shelf_number: "A-01",
      book: {
        title: "The Little Prince",
        isbn: "9780156012195",
        authors: [{ name: "Antoine de Saint-Exupéry" }],
      },
    });
    // The seed already catalogued this ISBN: the copy joins that shared book.
    const shared = await call("/api/isbn/978-0-15-601219-5", { token: p.stranger.token });
    expect(shared.status).toBe(200);
    expect(shared.body.data.attributes.id).toBe(copy.book.id);
    expect((await call("/api/isbn/9780156012195")).status).toBe(401);
    expect((await call("/api/isbn/9780156012196", { token: p.owner.token })).status).toBe(422);
    expect((await call(`/api/isbn/${freshIsbn()}`, { token: p.owner.token })).status).toBe(404);
  });

  it("refuses a bad checksum and a missing title or author with the field map", async () => {
    const res = await add({ title: "", authors: [], isbn: "978-0-306-40615-8" });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(["authors", "isbn", "title"]);
  });

  it("adds N copies with consecutive codes from the next free one, or from the code given", async () => {
    const next = (await call(`/api/libraries/${p.library}/desk`, { token: p.owner.token })).body
      .data.attributes.next_book_code as string;
    const first = await add({ title: "Copies", authors: ["A. Writer"], copies: 3 });
    expect(first.status).toBe(201);
    const codes = first.body.data.map(
      (r: { attributes: { book_code: string } }) => r.attributes.book_code,
    );
    const n = Number(next.slice(3));
    expect(codes).toEqual([0, 1, 2].map((i) => `DT-${String(n + i).padStart(5, "0")}`));
    const given = await add({ title: "Given", authors: ["B"], book_code: "X-0098", copies: 3 });
    expect(
      given.body.data.map((r: { attributes: { book_code: string } }) => r.attributes.book_code),
    ).toEqual(["X-0098", "X-0099", "X-0100"]);
    expect((await add({ title: "Too many", authors: ["B"], copies: 51 })).status).toBe(422);
  });

  it("adds nothing when any of the N codes is taken: 409 book_code_taken with the next free code", async () => {
    await add({ title: "Taken", authors: ["C"], book_code: "T-0003" });
    const res = await add({ title: "Run", authors: ["C"], book_code: "T-0001", copies: 5 });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ reason: "book_code_taken", codes: ["T-0003"] });
    expect(res.body.next_book_code).toMatch(/^DT-\d{5}$/);
    const list = await call(`${books()}?per_page=100`, { token: p.owner.token });
    const codes = list.body.data.map(
      (r: { attributes: { book_code: string } }) => r.attributes.book_code,
    );
    expect(codes.filter((c: string) => /^T-/.test(c))).toEqual(["T-0003"]);
  });

  it("lets one of two devices adding the same code at once win; the other gets 409", async () => {
    const code = `RACE-${Date.now() % 100000}`;
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        add({ title: `Race ${i}`, authors: ["D"], book_code: code }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body.reason).toBe("book_code_taken");
    const list = await call(`${books()}?term=${code}`, { token: p.owner.token });
    expect(list.body.meta.total).toBe(1);
  });

  it("makes one shared book when two libraries add the same new ISBN at once", async () => {
    const isbn = freshIsbn();
    const [a, b] = await Promise.all([
      add({ title: "Shared", authors: ["E"], isbn }),
      add({ title: "Shared", authors: ["E"], isbn }, p.rahim, p.alokito),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.data[0].attributes.book.id).toBe(b.body.data[0].attributes.book.id);
    const alokitoCopy = b.body.data[0].attributes;
    // Leave Alokito as it was.
    await call(`/api/libraries/${p.alokito}/books/${alokitoCopy.id}/withdraw`, {
      token: p.rahim,
      json: { reason: "withdrawn", note: "test copy" },
    });
  });
});

describe("a title several libraries hold", () => {
  /** A copy's book as the library's list (filtered by ISBN) shows it. */
  const titleOf = async (lib: number, token: string, copyId: number, isbn: string) =>
    (await call(`/api/libraries/${lib}/books?isbn=${isbn}&per_page=100`, { token })).body.data.find(
      (c: { id: number }) => c.id === copyId,
    ).attributes.book;
  const edit = (lib: number, token: string, copyId: number, json: Record<string, unknown>) =>
    call(`/api/libraries/${lib}/books/${copyId}`, { method: "PUT", token, json });

  it("editing it changes this library's copies only: they get an edition of their own", async () => {
    const isbn = freshIsbn();
    const mine = (await add({ title: "Nodir Gaan", authors: ["Jasimuddin"], isbn, copies: 2 })).body
      .data;
    const theirs = (
      await add({ title: "Nodir Gaan", authors: ["Jasimuddin"], isbn }, p.rahim, p.alokito)
    ).body.data[0].attributes;
    const shared = theirs.book.id;
    expect(mine[0].attributes.book.id).toBe(shared);

    const res = await edit(p.library, p.owner.token, mine[0].id, {
      title: "Nodir Gan",
      authors: ["Jasim Uddin"],
      year: 1955,
    });
    expect(res.status).toBe(200);
    const edited = res.body.data.attributes.book;
    expect(edited).toMatchObject({ title: "Nodir Gan", year: 1955, isbn });
    expect(edited.id).not.toBe(shared);
    // The library's other copy of the title moved with it; Alokito's copy and the shared book did not.
    expect(await titleOf(p.library, p.owner.token, mine[1].id, isbn)).toMatchObject({
      id: edited.id,
      title: "Nodir Gan",
    });
    const theirsNow = await titleOf(p.alokito, p.rahim, theirs.id, isbn);
    expect(theirsNow).toMatchObject({ id: shared, title: "Nodir Gaan", year: null });
    expect(theirsNow.authors.map((a: { name: string }) => a.name)).toEqual(["Jasimuddin"]);
    const lookup = await call(`/api/isbn/${isbn}`, { token: p.owner.token });
    expect(lookup.body.data.attributes).toMatchObject({ id: shared, title: "Nodir Gaan" });

    // A second edit changes the library's edition in place, and adding the ISBN again with another
    // title does not rename Alokito's either.
    const again = await edit(p.library, p.owner.token, mine[1].id, { publisher: "Palli" });
    expect(again.body.data.attributes.book).toMatchObject({ id: edited.id, publisher: "Palli" });
    await add({ title: "Nodir Gaan (new print)", authors: ["Jasimuddin"], isbn });
    expect(await titleOf(p.alokito, p.rahim, theirs.id, isbn)).toMatchObject({
      id: shared,
      title: "Nodir Gaan",
    });
    // Editing only the copy's own fields never makes an edition.
    const shelf = await edit(p.alokito, p.rahim, theirs.id, { shelf_number: "S-1" });
    expect(shelf.body.data.attributes.book.id).toBe(shared);
    await call(`/api/libraries/${p.alokito}/books/${theirs.id}/withdraw`, {
      token: p.rahim,
      json: { reason: "withdrawn", note: "test copy" },
    });
  });

  it("a title only this library holds is edited in place", async () => {
    const isbn = freshIsbn();
    const copy = (await add({ title: "Ekla", authors: ["A"], isbn })).body.data[0].attributes;
    const res = await edit(p.library, p.owner.token, copy.id, { title: "Ekla Chalo" });
    expect(res.body.data.attributes.book).toMatchObject({ id: copy.book.id, title: "Ekla Chalo" });
    const lookup = await call(`/api/isbn/${isbn}`, { token: p.owner.token });
    expect(lookup.body.data.attributes.title).toBe("Ekla Chalo");
  });
});

describe("editing, withdrawing, moving", () => {
  let copy: { id: number; book_code: string };
  beforeAll(async () => {
    copy = (await add({ title: "To edit", authors: ["F"], book_code: "ED-001" })).body.data[0]
      .attributes;
  });

  it("edits the fields given and keeps the others; a taken code is 409", async () => {
    const url = `${books()}/${copy.id}`;
    const res = await call(url, {
      method: "PUT",
      token: p.owner.token,
      json: { title: "Edited", authors: ["F", "G"], shelf_number: "B-02", year: 1999 },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes).toMatchObject({
      book_code: "ED-001",
      shelf_number: "B-02",
      book: { title: "Edited", year: 1999 },
    });
    expect(res.body.data.attributes.book.authors.map((a: { name: string }) => a.name)).toEqual([
      "F",
      "G",
    ]);
    await add({ title: "Other", authors: ["F"], book_code: "ED-002" });
    const taken = await call(url, {
      method: "PUT",
      token: p.owner.token,
      json: { book_code: "ED-002" },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.reason).toBe("book_code_taken");
    const byForm = await call(url, {
      token: p.owner.token,
      form: { _method: "PUT", box_number: "9" },
    });
    expect(byForm.status).toBe(200);
    expect(byForm.body.data.attributes.box_number).toBe("9");
    const sumaiya = await call(`/api/libraries/${p.alokito}/books/1`, {
      method: "PUT",
      token: p.circulation.token,
      json: { shelf_number: "Z" },
    });
    expect(sumaiya.status).toBe(403);
    const elsewhere = await call(`/api/libraries/${p.library}/books/1`, {
      method: "PUT",
      token: p.owner.token,
      json: { shelf_number: "Z" },
    });
    expect(elsewhere.status).toBe(404);
  });

  it("withdraws with a reason and note, lists it by status, and restores it", async () => {
    const url = `${books()}/${copy.id}`;
    const bad = await call(`${url}/withdraw`, { token: p.owner.token, json: { reason: "stolen" } });
    expect(bad.status).toBe(422);
    const res = await call(`${url}/withdraw`, {
      token: p.owner.token,
      json: { reason: "damaged", note: "Water on every page" },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.attributes.status).toBe("withdrawn");
    expect(res.body.data.attributes.withdrawn).toMatchObject({
      reason: "damaged",
      note: "Water on every page",
    });
    const listed = await call(`${books()}?status=withdrawn`, { token: p.owner.token });
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(copy.id);
    expect((await call(`${books()}?status=lost`, { token: p.owner.token })).status).toBe(422);
    const back = await call(`${url}/restore`, { token: p.owner.token, json: {} });
    expect(back.body.data.attributes).toMatchObject({ status: "available", withdrawn: null });
  });

  it("refuses to withdraw a copy on loan: 409 book_on_loan naming the holder", async () => {
    const lent = await call(`/api/libraries/${p.alokito}/books?status=on_loan`, { token: p.rahim });
    const onLoan = lent.body.data[0].attributes;
    expect(onLoan.current_issue_id).toEqual(expect.any(Number));
    const res = await call(`/api/libraries/${p.alokito}/books/${onLoan.id}/withdraw`, {
      token: p.rahim,
      json: { reason: "lost" },
    });
    expect(res.status).toBe(409);
    expect(res.body.reason).toBe("book_on_loan");
    expect(res.body.holder.member_code).toMatch(/^AP-M\d{4}$/);
  });

  it("moves several copies at once, all of this library's or none", async () => {
    const made = await add({ title: "Movers", authors: ["H"], copies: 3 });
    const ids = made.body.data.map((r: { id: number }) => r.id);
    const res = await call(`${books()}/move`, {
      token: p.owner.token,
      json: { ids, shelf_number: "M-09", box_number: "12" },
    });
    expect(res.status).toBe(200);
    expect(
      res.body.data.map((r: { attributes: { shelf_number: string } }) => r.attributes.shelf_number),
    ).toEqual(["M-09", "M-09", "M-09"]);
    const foreign = await call(`${books()}/move`, {
      token: p.owner.token,
      json: { ids: [...ids, 1], shelf_number: "Q" },
    });
    expect(foreign.status).toBe(422);
    const tooMany = Array.from({ length: 501 }, (_, i) => i + 1);
    expect(
      (
        await call(`${books()}/move`, {
          token: p.owner.token,
          json: { ids: tooMany, shelf_number: "Q" },
        })
      ).status,
    ).toBe(422);
    const after = await call(`${books()}/${ids[0]}`, {
      method: "PUT",
      token: p.owner.token,
      json: {},
    });
    expect(after.body.data.attributes.shelf_number).toBe("M-09");
  });

  it("stores a cover photo re-encoded and shows it on the copy's book", async () => {
    const res = await call(`${books()}/${copy.id}/upload-cover`, {
      token: p.owner.token,
      form: { cover: new Blob([PNG], { type: "image/png" }) },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatch(/^\/uploads\/[0-9a-f]{32}\.png\?t=\d+$/);
    const notImage = await call(`${books()}/${copy.id}/upload-cover`, {
      token: p.owner.token,
      form: { cover: new Blob(["<svg onload=alert(1)>"], { type: "image/png" }) },
    });
    expect(notImage.status).toBe(422);
  });

  it("lists copies changed since a moment, and by ISBN", async () => {
    const since = new Date().toISOString();
    const isbn = freshIsbn();
    const made = await add({ title: "Fresh", authors: ["I"], isbn });
    const changed = await call(`${books()}?updated_since=${encodeURIComponent(since)}`, {
      token: p.owner.token,
    });
    expect(changed.body.data.map((r: { id: number }) => r.id)).toEqual([made.body.data[0].id]);
    const byIsbn = await call(`${books()}?isbn=${isbn}`, { token: p.owner.token });
    expect(byIsbn.body.meta.total).toBe(1);
    expect(
      (await call(`${books()}?updated_since=yesterday`, { token: p.owner.token })).status,
    ).toBe(422);
  });
});
