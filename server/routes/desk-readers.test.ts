// Contract tests for the desk's reader search by mobile: any typed form of a Bangladeshi number (whole or its
// first 8+ digits) finds the account without showing the number; only members_manage or circulation staff
// of the library may search; a burst from one staff account stops at the lookup limit.
import { call, freshMobile, registerUser } from "../test/http";
import { freshLibrary, memberWithRoles } from "../test/desk-circulation";
import { LIMITS } from "../http/rate-limit";

const toBangla = (s: string) => s.replace(/\d/g, (d) => "০১২৩৪৫৬৭৮৯"[Number(d)]!);
const search = (libraryId: number, mobile: string, token?: string) =>
  call(`/api/libraries/${libraryId}/readers?mobile=${encodeURIComponent(mobile)}`, { token });
const ids = (res: { body: { data: { id: number }[] } }) => res.body.data.map((u) => u.id);

describe("GET /api/libraries/{id}/readers", () => {
  it("finds a reader by their whole mobile in any typed form, or by its first 8 digits, and hides it", async () => {
    const lib = await freshLibrary();
    const mobile = freshMobile();
    const reader = await registerUser({ username: mobile, first_name: "Mobina" });
    const local = `0${mobile.slice(4)}`;
    for (const typed of [
      mobile,
      local,
      `${local.slice(0, 5)}-${local.slice(5)}`,
      `+880 ${local.slice(1, 5)} ${local.slice(5)}`,
      toBangla(local),
    ]) {
      const res = await search(lib.id, typed, lib.owner.token);
      expect(res.status, typed).toBe(200);
      expect(ids(res), typed).toEqual([reader.id]);
      expect(JSON.stringify(res.body.data), typed).not.toContain(mobile.slice(4));
    }
    const prefix = await search(lib.id, local.slice(0, 10), lib.owner.token);
    expect(ids(prefix)).toContain(reader.id);
    expect(prefix.body.data.length).toBeLessThanOrEqual(10);
    expect(prefix.body.meta.per_page).toBe(10);
    // Another number's start does not find them.
    const other = `${local.slice(0, 10)}${(Number(local[10]) + 1) % 10}`;
    expect(ids(await search(lib.id, other, lib.owner.token))).not.toContain(reader.id);
  });

  it("refuses a name, a short start or a foreign number with a 422 on mobile", async () => {
    const lib = await freshLibrary();
    for (const typed of ["", "Mobina", "0171100", "01211000000", "+447700900123", "017%"]) {
      const res = await search(lib.id, typed, lib.owner.token);
      expect(res.status, typed).toBe(422);
      expect(res.body.errors.mobile, typed).toHaveLength(1);
    }
  });

  it("is for the library's members_manage or circulation staff only", async () => {
    const lib = await freshLibrary();
    const mobile = freshMobile();
    const reader = await registerUser({ username: mobile });
    const clerk = await memberWithRoles(lib.id, lib.owner.token, ["circulation"]);
    expect(ids(await search(lib.id, mobile, clerk.token))).toEqual([reader.id]);
    const plain = await memberWithRoles(lib.id, lib.owner.token);
    const refused = await search(lib.id, mobile, plain.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "You need the members_manage or circulation permission in this library.",
    );
    const elsewhere = await freshLibrary();
    expect((await search(lib.id, mobile, elsewhere.owner.token)).status).toBe(403);
    expect((await search(lib.id, mobile, reader.token)).status).toBe(403);
    expect((await search(lib.id, mobile)).status).toBe(401);
    expect((await search(999_999_999, mobile, lib.owner.token)).status).toBe(404);
  });

  it("does not find a reader who blocked the searcher", async () => {
    const lib = await freshLibrary();
    const mobile = freshMobile();
    const reader = await registerUser({ username: mobile });
    const blocked = await call("/api/blocks", {
      token: reader.token,
      json: { blockable_type: "User", blockable_id: lib.owner.id },
    });
    expect(blocked.status).toBeLessThan(300);
    const res = await search(lib.id, mobile, lib.owner.token);
    expect(res.status).toBe(200);
    expect(ids(res)).toEqual([]);
  });

  it("a burst from one staff account stops at the lookup limit; other staff still search", async () => {
    const lib = await freshLibrary();
    const max = LIMITS.lookup.account.max;
    const mobile = freshMobile();
    const burst = await Promise.all(
      Array.from({ length: max + 15 }, () => search(lib.id, mobile, lib.owner.token)),
    );
    const statuses = burst.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = burst.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await search(lib.id, mobile, lib.owner.token)).status).toBe(429);
    const clerk = await memberWithRoles(lib.id, lib.owner.token, ["circulation"]);
    expect((await search(lib.id, mobile, clerk.token)).status).toBe(200);
  });
});
