// Contract tests for clashing lends: two phones lend one copy offline, the refused lend is kept for the
// desk whose loan stood, and "take it back, then try again" never leaves two loans of a copy at once.
import { call } from "../test/http";
import { alokito, freeCopies, memberWithRoles, walkIn } from "../test/desk-circulation";

let lib: { id: number; token: string };

beforeAll(async () => {
  lib = await alokito();
});

// Sent as the app sends them: each under its own Idempotency-Key.
const lend = (json: Record<string, unknown>) =>
  call(`/api/libraries/${lib.id}/book-issues`, {
    token: lib.token,
    json,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });

interface Clash {
  id: number;
  book_issue_id: number;
  library_book: { id: number; book_code: string; title: string };
  holder: { id: number; member_code: string; name: string };
  member: { id: number; member_code: string; name: string };
  attempted_at: string;
}

async function clashes(after = 0, token = lib.token) {
  const res = await call(`/api/libraries/${lib.id}/loan-clashes?after=${after}&per_page=100`, {
    token,
  });
  expect(res.status).toBe(200);
  return res.body as { data: Clash[]; meta: { total: number } };
}

describe("clashing lends", () => {
  it("keeps the refused lend of a burst for the desk whose loan stood, once", async () => {
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const karim = await walkIn(lib.id, lib.token, { first_name: "Karim", surname: "Clash" });
    const rahima = await walkIn(lib.id, lib.token, { first_name: "Rahima", surname: "Clash" });
    const before = (await clashes()).data.at(-1)?.id ?? 0;
    // Two phones come online at once, each with a lend of the same copy made offline.
    const [a, b] = await Promise.all([
      lend({ library_book_id: copy, library_member_id: karim.id }),
      lend({ library_book_id: copy, library_member_id: rahima.id }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([201, 409]);
    const won = a.status === 201 ? a : b;
    const lost = a.status === 201 ? b : a;
    const [winner, loser] = a.status === 201 ? [karim, rahima] : [rahima, karim];
    expect(lost.body.reason).toBe("book_on_loan");

    const mine = (await clashes(before)).data.filter(
      (c) => c.book_issue_id === won.body.data.attributes.id,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      library_book: { id: copy, book_code: won.body.data.attributes.library_book.book_code },
      holder: { id: winner.id, member_code: winner.attributes.member_code },
      member: { id: loser.id, member_code: loser.attributes.member_code },
    });
    expect(mine[0]!.member.name).toMatch(/Clash$/);
    expect(mine[0]!.library_book.title).toEqual(expect.any(String));

    // The refused lend sent again (a new key) is the same clash; the list after it is empty of it.
    const again = await lend({ library_book_id: copy, library_member_id: loser.id });
    expect(again.status).toBe(409);
    const after = (await clashes(before)).data.filter(
      (c) => c.book_issue_id === won.body.data.attributes.id,
    );
    expect(after).toHaveLength(1);
    expect((await clashes(mine[0]!.id)).data.map((c) => c.id)).not.toContain(mine[0]!.id);
  });

  it("is read by circulation staff only", async () => {
    const reader = await memberWithRoles(lib.id, lib.token);
    const res = await call(`/api/libraries/${lib.id}/loan-clashes`, { token: reader.token });
    expect(res.status).toBe(403);
  });
});

describe("take it back, then try again", () => {
  it("starts the retried loan no earlier than the copy came back", async () => {
    const [copy] = await freeCopies(lib.id, lib.token, 1);
    const karim = await walkIn(lib.id, lib.token, { first_name: "Karim", surname: "Overlap" });
    const rahima = await walkIn(lib.id, lib.token, { first_name: "Rahima", surname: "Overlap" });
    // Phone A's lend reaches the server first; phone B's, made after it offline, is refused.
    const first = await lend({ library_book_id: copy, library_member_id: karim.id });
    expect(first.status, first.text).toBe(201);
    const queuedAt = new Date().toISOString();
    const refused = await lend({
      library_book_id: copy,
      library_member_id: rahima.id,
      issued_at: queuedAt,
    });
    expect(refused.status).toBe(409);
    // Phone B takes the copy back now, then sends its queued lend again with the time it was made.
    const back = await call(
      `/api/libraries/${lib.id}/book-issues/${first.body.data.attributes.id}/return`,
      { token: lib.token, json: {} },
    );
    expect(back.status).toBe(200);
    const returnedAt = Date.parse(back.body.data.attributes.collected_at);
    const retried = await lend({
      library_book_id: copy,
      library_member_id: rahima.id,
      issued_at: queuedAt,
    });
    expect(retried.status).toBe(201);
    const issuedAt = Date.parse(retried.body.data.attributes.issued_at);
    expect(issuedAt).toBeGreaterThanOrEqual(returnedAt);

    // The copy's history: no two loans overlap.
    const history = await call(`/api/libraries/${lib.id}/book-issues?book=${copy}&per_page=100`, {
      token: lib.token,
    });
    const spans = (
      history.body.data as { attributes: { issued_at: string; collected_at: string | null } }[]
    )
      .map(({ attributes: l }) => [
        Date.parse(l.issued_at),
        l.collected_at ? Date.parse(l.collected_at) : Infinity,
      ])
      .sort((x, y) => x[0]! - y[0]!);
    for (let i = 1; i < spans.length; i++)
      expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]!);
    // Its due date counts from when the loan began.
    expect(Date.parse(retried.body.data.attributes.due_at)).toBeGreaterThan(issuedAt);
  });
});
