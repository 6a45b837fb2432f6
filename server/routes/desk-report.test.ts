// Contract tests for a library's report over HTTP: its staff read it (Alokito's seed, the range by default this
// year), nobody else does, and a range that is no range is refused under its field.
import { call, login, RAHIM } from "../test/http";
import { alokito, memberWithRoles } from "../test/desk-circulation";

const report = (libraryId: number, token: string | undefined, query = "") =>
  call(`/api/libraries/${libraryId}/report${query}`, { token });

describe("GET /api/libraries/{id}/report", () => {
  it("gives Alokito's staff its numbers: a month per row, the seed's loans among them", async () => {
    const lib = await alokito();
    const year = new Date().getUTCFullYear();
    const res = await report(lib.id, lib.token, `?from=${year - 1}-01-01&to=${year}-12-31`);
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.from).toBe(`${year - 1}-01-01`);
    expect(data.months).toHaveLength(24);
    expect(data.months[0]).toEqual({
      month: `${year - 1}-01`,
      loans: expect.any(Number),
      returns: expect.any(Number),
      new_members: expect.any(Number),
    });
    const lent = data.months.reduce((sum: number, m: { loans: number }) => sum + m.loans, 0);
    expect(lent).toBe(data.loans.total);
    expect(data.loans.total).toBeGreaterThan(0);
    expect(data.members.total).toBeGreaterThanOrEqual(300);
    expect(data.top_titles.length).toBeGreaterThan(0);
    expect(data.shelves.reduce((sum: number, s: { copies: number }) => sum + s.copies, 0)).toBe(
      (await call(`/api/libraries/${lib.id}/books?status=available`, { token: lib.token })).body
        .meta.total +
        (await call(`/api/libraries/${lib.id}/books?status=on_loan`, { token: lib.token })).body
          .meta.total,
    );
  });

  it("is the staff's only: a plain member 403, a guest 401", async () => {
    const lib = await alokito();
    const member = await memberWithRoles(lib.id, lib.token);
    expect((await report(lib.id, member.token)).status).toBe(403);
    expect((await report(lib.id, undefined)).status).toBe(401);
    expect((await report(lib.id, await login(RAHIM))).status).toBe(200);
  });

  it("refuses a day that is no day, a range backwards and one over five years, under the field", async () => {
    const lib = await alokito();
    const bad = await report(lib.id, lib.token, "?from=2026-02-30&to=2026-03-01");
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ from: ["The from date must be a date (YYYY-MM-DD)."] });
    const backwards = await report(lib.id, lib.token, "?from=2026-03-01&to=2026-02-01");
    expect(backwards.body.errors).toEqual({
      to: ["The to date must not be before the from date."],
    });
    const long = await report(lib.id, lib.token, "?from=2010-01-01&to=2026-01-01");
    expect(long.body.errors).toEqual({ to: ["A report covers five years at most."] });
  });
});
