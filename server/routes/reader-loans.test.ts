// Contract tests for My loans (GET /api/users/{id}/book-issues): a reader's own loans in every library, open ones
// by due time with their library named, returned ones newest first; nobody else's, whoever asks.
import { call, login, RAHIM } from "../test/http";
import { alokito, freeCopies, freshLibrary, memberWithRoles } from "../test/desk-circulation";

const DAY = 24 * 3600 * 1000;

const loansOf = (id: number, token: string, query = "") =>
  call(`/api/users/${id}/book-issues${query}`, { token });

describe("My loans", () => {
  it("lists a reader's open loans of two libraries by due time, then the returned ones newest first", async () => {
    const lib = await alokito();
    const reader = await memberWithRoles(lib.id, lib.token);
    const other = await freshLibrary("Second Shelf");
    const otherCard = await call(`/api/libraries/${other.id}/member-requests`, {
      token: reader.token,
      json: {},
    });
    const card = await call(
      `/api/libraries/${other.id}/member-requests/${otherCard.body.data.id}/accept`,
      { token: other.owner.token, json: {} },
    );
    expect(card.status).toBeLessThan(300);
    const added = await call(`/api/libraries/${other.id}/books`, {
      token: other.owner.token,
      json: { title: "পথের পাঁচালী", authors: ["বিভূতিভূষণ বন্দ্যোপাধ্যায়"], book_code: "SS-1" },
    });
    expect(added.status).toBe(201);
    const [soon, later, returned] = await freeCopies(lib.id, lib.token, 3);
    const now = Date.now();
    const lend = (libraryId: number, token: string, json: Record<string, unknown>) =>
      call(`/api/libraries/${libraryId}/book-issues`, { token, json });
    const lendLater = await lend(lib.id, lib.token, {
      library_book_id: later,
      library_member_id: reader.memberId,
      due_at: new Date(now + 10 * DAY).toISOString(),
    });
    expect(lendLater.status).toBe(201);
    const lendSoon = await lend(other.id, other.owner.token, {
      library_book_id: added.body.data[0].id,
      library_member_id: card.body.data.id,
      due_at: new Date(now + DAY).toISOString(),
    });
    expect(lendSoon.status).toBe(201);
    const lendBack = await lend(lib.id, lib.token, {
      library_book_id: returned,
      library_member_id: reader.memberId,
    });
    expect(lendBack.status).toBe(201);
    const back = await call(
      `/api/libraries/${lib.id}/book-issues/${lendBack.body.data.id}/return`,
      { token: lib.token, json: {} },
    );
    expect(back.status).toBe(200);
    expect(soon).toBeGreaterThan(0);

    const open = await loansOf(reader.id, reader.token);
    expect(open.status).toBe(200);
    expect(open.body.meta).toMatchObject({ total: 2, current_page: 1 });
    const [first, second] = open.body.data.map((d: { attributes: unknown }) => d.attributes);
    expect(first).toMatchObject({
      id: lendSoon.body.data.id,
      library_id: other.id,
      library: { id: other.id, name: other.name, title: "Second Shelf", logo_url: null },
      library_book: { book_code: "SS-1", book: { title: "পথের পাঁচালী" } },
      collected_at: null,
      days_overdue: 0,
      library_member: { id: card.body.data.id, mobile: null },
    });
    expect(second).toMatchObject({
      id: lendLater.body.data.id,
      library: { id: lib.id, name: "alokito" },
      library_book: { id: later },
    });
    expect(Date.parse(first.due_at)).toBeLessThan(Date.parse(second.due_at));

    const past = await loansOf(reader.id, reader.token, "?status=returned");
    expect(past.status).toBe(200);
    expect(past.body.meta.total).toBe(1);
    expect(past.body.data[0].attributes).toMatchObject({
      id: lendBack.body.data.id,
      collected_at: expect.any(String),
      library: { name: "alokito" },
    });
  });

  it("is nobody else's: another reader, the library's own staff and a guest are refused", async () => {
    const lib = await alokito();
    const reader = await memberWithRoles(lib.id, lib.token);
    const stranger = await memberWithRoles(lib.id, lib.token);
    expect((await loansOf(reader.id, stranger.token)).status).toBe(403);
    expect((await loansOf(reader.id, await login(RAHIM))).status).toBe(403);
    expect((await call(`/api/users/${reader.id}/book-issues`)).status).toBe(401);
    const mine = await loansOf(reader.id, reader.token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it("refuses a status it does not know, under the field", async () => {
    const lib = await alokito();
    const reader = await memberWithRoles(lib.id, lib.token);
    const res = await loansOf(reader.id, reader.token, "?status=lost");
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ status: ["The status must be open or returned."] });
  });
});
