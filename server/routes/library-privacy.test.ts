// Loan records and member lists are confidential: loans to the library's staff and each borrower
// (their own only), members to members and staff; everyone else is refused.
import { beforeAll, describe, expect, it } from "vitest";
import { call, DEMO_PASSWORD, login, RAHIM, registerUser } from "../test/http";

interface Loan {
  id: number;
  library_member: { member_code: string; user: { id: number } | null };
}

let staff: string;
let library: number;
let stranger: Awaited<ReturnType<typeof registerUser>>;
/** A seeded reader with a member card, loans on it and no staff power. */
let borrower: { id: number; token: string; code: string };

/** The loans of a page of book-issue resources. */
const loansOf = (body: { data: { attributes: Loan }[] }) => body.data.map((r) => r.attributes);

beforeAll(async () => {
  staff = await login(RAHIM);
  library = (await call("/api/searches/alokito", { token: staff })).body.data.id;
  stranger = await registerUser({ first_name: "Loan", surname: "Stranger" });
  const loans = await call(`/api/libraries/${library}/book-issues?per_page=100`, { token: staff });
  for (const loan of loansOf(loans.body)) {
    const id = loan.library_member.user?.id;
    if (!id) continue;
    const username = `+8801711${String(id).padStart(6, "0")}`;
    const res = await call("/api/auth/login", { json: { username, password: DEMO_PASSWORD } });
    if (res.status !== 200) continue;
    const token = res.body.data.token as string;
    const card = await call(`/api/libraries/${library}/members/my-membership`, { token });
    const perms = JSON.stringify(card.body.data.attributes.roles);
    // Staff (any of the four powers, e.g. Sumaiya's circulation) see every loan: not a plain borrower.
    if (/library_edit|books_manage|members_manage|circulation/.test(perms)) continue;
    borrower = { id, token, code: loan.library_member.member_code };
    return;
  }
  throw new Error("no seeded borrower without library_edit");
});

describe("GET /api/libraries/{id}/book-issues", () => {
  it("gives the staff every loan", async () => {
    const res = await call(`/api/libraries/${library}/book-issues`, { token: staff });
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBeGreaterThanOrEqual(500);
    const owners = new Set(loansOf(res.body).map((l) => l.library_member.user?.id));
    expect(owners.size).toBeGreaterThan(1);
  });

  it("gives a borrower their own loans and no one else's, searched and paged alike", async () => {
    const own = await call(`/api/libraries/${library}/book-issues?per_page=100`, {
      token: borrower.token,
    });
    expect(own.status).toBe(200);
    const loans = loansOf(own.body);
    expect(loans.length).toBeGreaterThan(0);
    expect(new Set(loans.map((l) => l.library_member.user?.id))).toEqual(new Set([borrower.id]));
    expect(own.body.meta.total).toBe(loans.length);
    const byCode = await call(
      `/api/libraries/${library}/book-issues?per_page=100&term=${encodeURIComponent(borrower.code)}`,
      { token: staff },
    );
    const staffView = loansOf(byCode.body).filter((l) => l.library_member.user?.id === borrower.id);
    expect(loans.map((l) => l.id).sort()).toEqual(staffView.map((l) => l.id).sort());
    // A search for a name on someone else's card finds nothing for the borrower.
    const other = (
      await call(`/api/libraries/${library}/book-issues?per_page=100`, { token: staff })
    ).body.data
      .map((r: { attributes: Loan }) => r.attributes)
      .find((l: Loan) => l.library_member.user?.id !== borrower.id) as Loan;
    const search = await call(
      `/api/libraries/${library}/book-issues?term=${encodeURIComponent(other.library_member.member_code)}`,
      { token: borrower.token },
    );
    expect(loansOf(search.body).every((l: Loan) => l.library_member.user?.id === borrower.id)).toBe(
      true,
    );
  });

  it("refuses a reader who is not a member (403) and asks anonymous callers to sign in", async () => {
    const res = await call(`/api/libraries/${library}/book-issues`, { token: stranger.token });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(
      "Loan records are private to the library's staff and each borrower.",
    );
    expect((await call(`/api/libraries/${library}/book-issues`)).status).toBe(401);
  });
});

describe("GET /api/libraries/{id}/members", () => {
  it("lists the members to a member without library_edit and to the staff", async () => {
    for (const token of [borrower.token, staff]) {
      const res = await call(`/api/libraries/${library}/members`, { token });
      expect(res.status).toBe(200);
      expect(res.body.meta.total).toBeGreaterThanOrEqual(300);
    }
  });

  it("refuses a reader who is not a member, even searching, and anonymous callers", async () => {
    for (const query of ["", "?term=M-0001", "?page=2"]) {
      const res = await call(`/api/libraries/${library}/members${query}`, {
        token: stranger.token,
      });
      expect(res.status, query).toBe(403);
      expect(res.body.message).toBe("Only this library's members can see its members.");
      expect(res.text).not.toContain("member_code");
    }
    expect((await call(`/api/libraries/${library}/members`)).status).toBe(401);
  });

  it("a new library's creator sees its members and loans; a stranger does not", async () => {
    const creator = await registerUser({ first_name: "Creator" });
    const made = await call("/api/libraries", {
      token: creator.token,
      json: { name: `priv-${Date.now().toString(36)}`, title: "Private" },
    });
    const id = made.body.data as number;
    for (const list of ["members", "book-issues"]) {
      expect((await call(`/api/libraries/${id}/${list}`, { token: creator.token })).status).toBe(
        200,
      );
      expect((await call(`/api/libraries/${id}/${list}`, { token: stranger.token })).status).toBe(
        403,
      );
    }
  });
});
