// Contract tests for lending: one open loan per copy (also in a burst), the 409 reasons, the loan
// limit's warning, device times, returning twice, renewing, the member's totals and the list filters.
import { call, freshMobile } from "../test/http";
import { alokito, freeCopies, memberWithRoles, walkIn } from "../test/desk-circulation";

const DAY = 24 * 3600 * 1000;
let lib: { id: number; token: string };

beforeAll(async () => {
  lib = await alokito();
});

const lend = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(`/api/libraries/${lib.id}/book-issues`, { token: lib.token, json, headers });
const act = (loan: number, what: "return" | "renew", json: Record<string, unknown> = {}) =>
  call(`/api/libraries/${lib.id}/book-issues/${loan}/${what}`, { token: lib.token, json });

async function card(memberId: number) {
  const res = await call(`/api/libraries/${lib.id}/members?per_page=100&term=Loan`, {
    token: lib.token,
  });
  return res.body.data.find((m: { id: number }) => m.id === memberId).attributes;
}

describe("lending", () => {
  it("lends a copy due after the loan period, once; returns it; lends it again", async () => {
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const mobile = freshMobile();
    const member = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "One", mobile });
    const other = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "Two" });
    const before = Date.now();
    const lent = await lend({ library_book_id: copy, library_member_id: member.id });
    expect(lent.status).toBe(201);
    expect(lent.body.meta).toEqual({ over_limit: false });
    const loan = lent.body.data.attributes;
    expect(loan).toMatchObject({
      library_book: { id: copy },
      library_member: { id: member.id, mobile, member_code: member.attributes.member_code },
      collected_at: null,
      renewals: 0,
      days_overdue: 0,
    });
    const due = Date.parse(loan.due_at) - Date.parse(loan.issued_at);
    expect(due).toBe(14 * DAY);
    expect(Date.parse(loan.issued_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await card(member.id)).toMatchObject({ open_loans: 1, total_reading_books: 1 });

    const again = await lend({ library_book_id: copy, library_member_id: other.id });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      reason: "book_on_loan",
      holder: { member_code: member.attributes.member_code, name: "Loan One" },
    });
    expect(again.body.message).toContain("Loan One");

    const back = await act(loan.id, "return");
    expect(back.status).toBe(200);
    expect(back.body.data.attributes.collected_at).toEqual(expect.any(String));
    const twice = await act(loan.id, "return", { returned_at: new Date().toISOString() });
    expect(twice.status).toBe(200);
    expect(twice.body.data.attributes).toEqual(back.body.data.attributes);
    expect(await card(member.id)).toMatchObject({
      open_loans: 0,
      total_reading_books: 0,
      total_has_read_books: 1,
    });
    const relent = await lend({ library_book_id: copy, library_member_id: other.id });
    expect(relent.status).toBe(201);
    expect((await act(relent.body.data.id, "return")).status).toBe(200);
  });

  it("a burst lending one copy to twelve members gives exactly one 201", async () => {
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const members = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        walkIn(lib.id, lib.token, { first_name: "Loan", surname: `Burst ${i}` }),
      ),
    );
    const answers = await Promise.all(
      members.map((m) => lend({ library_book_id: copy, library_member_id: m.id })),
    );
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.status !== 201);
    expect(lost.map((a) => a.status)).toEqual(Array(11).fill(409));
    const holder = won[0]!.body.data.attributes.library_member.member_code;
    for (const a of lost)
      expect(a.body).toMatchObject({ reason: "book_on_loan", holder: { member_code: holder } });
    const open = await call(`/api/libraries/${lib.id}/book-issues?book=${copy}&status=open`, {
      token: lib.token,
    });
    expect(open.body.meta.total).toBe(1);
    await act(won[0]!.body.data.id, "return");
  });

  it("one Idempotency-Key sent ten times at once lends once and answers the same loan", async () => {
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const member = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "Keyed" });
    const key = `lend-${copy}-${member.id}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        lend({ library_book_id: copy, library_member_id: member.id }, { "idempotency-key": key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const all = await call(`/api/libraries/${lib.id}/book-issues?member=${member.id}`, {
      token: lib.token,
    });
    expect(all.body.meta.total).toBe(1);
    await act(answers[0]!.body.data.id, "return");
  });

  it("refuses a deactivated member (409 member_inactive) and unknown copies or members (422)", async () => {
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const member = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "Gone" });
    await call(`/api/libraries/${lib.id}/members/${member.id}`, {
      method: "PUT",
      token: lib.token,
      json: { active: false },
    });
    const refused = await lend({ library_book_id: copy, library_member_id: member.id });
    expect(refused.status).toBe(409);
    expect(refused.body.reason).toBe("member_inactive");
    const noCopy = await lend({ library_book_id: 2_000_000_000, library_member_id: member.id });
    expect(noCopy.status).toBe(422);
    expect(noCopy.body.errors.library_book_id).toBeDefined();
    const noMember = await lend({ library_book_id: copy, library_member_id: 2_000_000_000 });
    expect(noMember.body.errors.library_member_id).toBeDefined();
  });

  it("refuses a withdrawn copy (409 book_withdrawn), also in a burst, and lends it once restored", async () => {
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const member = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "Withdrawn" });
    // A free copy may have been lent and taken back earlier in this file: count only what the burst adds.
    const loansOf = async () =>
      (await call(`/api/libraries/${lib.id}/book-issues?book=${copy}`, { token: lib.token })).body
        .meta.total as number;
    const before = await loansOf();
    const withdrawn = await call(`/api/libraries/${lib.id}/books/${copy}/withdraw`, {
      token: lib.token,
      json: { reason: "damaged", note: "Water on every page" },
    });
    expect(withdrawn.status).toBe(200);
    const burst = await Promise.all(
      Array.from({ length: 6 }, () =>
        lend({ library_book_id: copy, library_member_id: member.id }),
      ),
    );
    expect(burst.map((r) => [r.status, r.body.reason])).toEqual(
      Array(6).fill([409, "book_withdrawn"]),
    );
    expect(burst[0]!.body.message).toEqual(expect.any(String));
    expect(await loansOf()).toBe(before);
    await call(`/api/libraries/${lib.id}/books/${copy}/restore`, { token: lib.token, json: {} });
    const lent = await lend({ library_book_id: copy, library_member_id: member.id });
    expect(lent.status).toBe(201);
  });

  it("lends past the loan limit with meta.over_limit", async () => {
    const copies = await freeCopies(lib.id, lib.token, 4);
    const member = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "Reader" });
    const answers = [];
    for (const copy of copies)
      answers.push(await lend({ library_book_id: copy, library_member_id: member.id }));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    expect(answers.map((a) => a.body.meta.over_limit)).toEqual([false, false, false, true]);
    expect(await card(member.id)).toMatchObject({ open_loans: 4, total_reading_books: 4 });
    for (const a of answers) await act(a.body.data.id, "return");
  });

  it("takes the device's times, but not from the future or before the copy or the loan", async () => {
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const member = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "Clock" });
    const body = { library_book_id: copy, library_member_id: member.id };
    const future = await lend({
      ...body,
      issued_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(future.status).toBe(422);
    expect(future.body.errors.issued_at).toBeDefined();
    const ancient = await lend({ ...body, issued_at: "1999-01-01T00:00:00Z" });
    expect(ancient.body.errors.issued_at[0]).toMatch(/before the copy was added/);
    for (const bad of ["yesterday", "2024-02-30T10:00:00Z", "2024-05-01T10:00:00", 5])
      expect((await lend({ ...body, issued_at: bad })).status).toBe(422);
    const dueBefore = await lend({ ...body, due_at: "2001-01-01" });
    expect(dueBefore.body.errors.due_at).toBeDefined();
    // Moments ago, offline (the seed's copies are minutes old), due on a date: the end of that day
    // in Bangladesh.
    const issuedAt = new Date(Date.now() - 2_000).toISOString();
    const dueDay = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
    const lent = await lend({ ...body, issued_at: issuedAt, due_at: dueDay });
    expect(lent.status, lent.text).toBe(201);
    expect(lent.body.data.attributes.issued_at).toBe(issuedAt);
    expect(lent.body.data.attributes.due_at).toBe(
      new Date(`${dueDay}T23:59:59+06:00`).toISOString(),
    );
    const loan = lent.body.data.id as number;
    const early = await act(loan, "return", { returned_at: "2020-01-01T00:00:00Z" });
    expect(early.body.errors.returned_at).toBeDefined();
    const late = await act(loan, "return", {
      returned_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(late.status).toBe(422);
    const returnedAt = new Date().toISOString();
    const back = await act(loan, "return", { returned_at: returnedAt });
    expect(back.body.data.attributes.collected_at).toBe(returnedAt);
  });

  it("a copy added offline keeps the device's time, so a loan made offline after it is taken", async () => {
    // Offline: added at 09:00, lent at 09:30; both sent at once when the network came back.
    const addedAt = new Date(Date.now() - 2 * 3600_000).toISOString();
    const issuedAt = new Date(Date.now() - 3600_000).toISOString();
    const added = await call(`/api/libraries/${lib.id}/books`, {
      token: lib.token,
      json: { title: "Added Offline", authors: ["Desk"], added_at: addedAt },
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body.data[0].attributes.created_at).toBe(addedAt);
    const member = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "Offline" });
    const lent = await lend({
      library_book_id: added.body.data[0].id,
      library_member_id: member.id,
      issued_at: issuedAt,
    });
    expect(lent.status, lent.text).toBe(201);
    expect(lent.body.data.attributes.issued_at).toBe(issuedAt);
    // A device clock far ahead is refused like a loan's.
    const ahead = await call(`/api/libraries/${lib.id}/books`, {
      token: lib.token,
      json: {
        title: "Added Ahead",
        authors: ["Desk"],
        added_at: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    expect(ahead.status).toBe(422);
    expect(ahead.body.errors.added_at).toEqual(["The added at cannot be in the future."]);
  });

  it("renews to today + the loan period or to a given date; a returned loan cannot be renewed", async () => {
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const member = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "Renew" });
    const lent = await lend({ library_book_id: copy, library_member_id: member.id });
    const loan = lent.body.data.id as number;
    const before = Date.now();
    const renewed = await act(loan, "renew");
    expect(renewed.status).toBe(200);
    expect(renewed.body.data.attributes.renewals).toBe(1);
    const due = Date.parse(renewed.body.data.attributes.due_at);
    expect(due).toBeGreaterThanOrEqual(before + 14 * DAY - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 14 * DAY + 1000);
    const day = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
    const toDay = await act(loan, "renew", { due_at: day });
    expect(toDay.body.data.attributes).toMatchObject({
      renewals: 2,
      due_at: new Date(`${day}T23:59:59+06:00`).toISOString(),
    });
    expect((await act(loan, "renew", { due_at: "2000-01-01" })).status).toBe(422);
    expect((await act(loan, "renew", { due_at: "3000-01-01" })).status).toBe(422);
    await act(loan, "return");
    const afterReturn = await act(loan, "renew");
    expect(afterReturn.status).toBe(422);
    expect((await act(2_000_000_000, "renew")).status).toBe(404);
    expect((await act(2_000_000_000, "return")).status).toBe(404);
  });
});

describe("circulation staff", () => {
  it("a volunteer with only the circulation role lends, renews and takes back", async () => {
    const volunteer = await memberWithRoles(lib.id, lib.token, ["circulation"]);
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const member = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "Desk" });
    const path = `/api/libraries/${lib.id}/book-issues`;
    const lent = await call(path, {
      token: volunteer.token,
      json: { library_book_id: copy, library_member_id: member.id },
    });
    expect(lent.status).toBe(201);
    const loan = lent.body.data.id as number;
    for (const verb of ["renew", "return"])
      expect(
        (await call(`${path}/${loan}/${verb}`, { token: volunteer.token, json: {} })).status,
      ).toBe(200);
    const add = await call(`/api/libraries/${lib.id}/members`, {
      token: volunteer.token,
      json: { first_name: "Not", mobile: freshMobile() },
    });
    expect(add.status).toBe(403);
  });
});

describe("the loan list", () => {
  it("filters open and overdue loans, one member's and one copy's, with days overdue", async () => {
    const overdue = await call(`/api/libraries/${lib.id}/book-issues?status=overdue&per_page=100`, {
      token: lib.token,
    });
    expect(overdue.status).toBe(200);
    expect(overdue.body.meta.total).toBeGreaterThan(0);
    let previousDue = 0;
    for (const { attributes: l } of overdue.body.data) {
      expect(l.collected_at).toBeNull();
      expect(Date.parse(l.due_at)).toBeLessThan(Date.now());
      expect(Date.parse(l.due_at)).toBeGreaterThanOrEqual(previousDue);
      previousDue = Date.parse(l.due_at);
      expect(l.days_overdue).toBe(Math.floor((Date.now() - Date.parse(l.due_at)) / DAY));
    }
    const open = await call(`/api/libraries/${lib.id}/book-issues?status=open&per_page=100`, {
      token: lib.token,
    });
    expect(open.body.meta.total).toBeGreaterThanOrEqual(overdue.body.meta.total);
    for (const { attributes: l } of open.body.data) expect(l.collected_at).toBeNull();
    const all = await call(`/api/libraries/${lib.id}/book-issues`, { token: lib.token });
    expect(all.body.meta.total).toBeGreaterThan(open.body.meta.total);

    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const member = await walkIn(lib.id, lib.token, { first_name: "Loan", surname: "Filter" });
    const lent = await lend({ library_book_id: copy, library_member_id: member.id });
    const mine = await call(`/api/libraries/${lib.id}/book-issues?member=${member.id}`, {
      token: lib.token,
    });
    expect(mine.body.data.map((l: { id: number }) => l.id)).toEqual([lent.body.data.id]);
    const byCopy = await call(`/api/libraries/${lib.id}/book-issues?book=${copy}&status=open`, {
      token: lib.token,
    });
    expect(byCopy.body.data.map((l: { id: number }) => l.id)).toEqual([lent.body.data.id]);
    for (const bad of ["status=late", "member=abc", "book=-1"]) {
      const res = await call(`/api/libraries/${lib.id}/book-issues?${bad}`, { token: lib.token });
      expect(res.status, bad).toBe(422);
    }
    await act(lent.body.data.id, "return");
  });

  it("a borrower sees only their own loans, without the mobile", async () => {
    const reader = await memberWithRoles(lib.id, lib.token);
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const lent = await lend({ library_book_id: copy, library_member_id: reader.memberId });
    expect(lent.body.data.attributes.library_member.mobile).toBe(reader.username);
    const seen = await call(`/api/libraries/${lib.id}/book-issues?status=open`, {
      token: reader.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data.map((l: { id: number }) => l.id)).toEqual([lent.body.data.id]);
    expect(seen.body.data[0].attributes.library_member.mobile).toBeNull();
    await act(lent.body.data.id, "return");
  });
});
