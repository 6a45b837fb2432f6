// Who may use the desk's member and loan routes: anonymous 401, a stranger and a member without powers
// 403, circulation-only staff lend but cannot manage members, an admin does both; and the staff-role
// rules (only the creator gives or takes admin; nobody else touches the creator's card).
import { PNG } from "../test/authz-fixtures";
import { call, registerUser, type CallOptions } from "../test/http";
import { freshLibrary, memberWithRoles, walkIn } from "../test/desk-circulation";

let lib: Awaited<ReturnType<typeof freshLibrary>>;
let circulation: Awaited<ReturnType<typeof memberWithRoles>>;
let plain: Awaited<ReturnType<typeof memberWithRoles>>;
let admin: Awaited<ReturnType<typeof memberWithRoles>>;
let stranger: { token: string };

beforeAll(async () => {
  lib = await freshLibrary();
  [circulation, plain, admin] = [
    await memberWithRoles(lib.id, lib.owner.token, ["circulation"]),
    await memberWithRoles(lib.id, lib.owner.token),
    await memberWithRoles(lib.id, lib.owner.token, ["admin"]),
  ];
  stranger = await registerUser();
});

type Case = [string, string, (path: string) => CallOptions & { path?: string }];

const MEMBER_CALLS: Case[] = [
  ["GET", "member-requests", () => ({})],
  ["POST", "members", () => ({ json: { first_name: "Power", mobile: "+8801799000001" } })],
  ["GET", "roles", () => ({})],
];

async function as(token: string | null, method: string, path: string, options: CallOptions = {}) {
  return call(`/api/libraries/${lib.id}/${path}`, { method, token, ...options });
}

describe("desk powers", () => {
  it("members_manage: 401 anonymous, 403 stranger, member and circulation staff; admin 2xx", async () => {
    const card = await walkIn(lib.id, lib.owner.token);
    const writes: Case[] = [
      ...MEMBER_CALLS.filter(([, p]) => p !== "roles"),
      ["PUT", `members/${card.id}`, () => ({ json: { address: "Power road" } })],
      ["PUT", `members/${card.id}/roles`, () => ({ json: { roles: ["circulation"] } })],
      ["POST", `members/${card.id}/link`, () => ({ json: {} })],
    ];
    for (const [method, path, options] of writes) {
      const where = `${method} ${path}`;
      expect((await as(null, method, path, options(path))).status, where).toBe(401);
      for (const who of [stranger, plain, circulation])
        expect((await as(who.token, method, path, options(path))).status, where).toBe(403);
      const ok = await as(admin.token, method, path, options(path));
      // Linking a walk-in past the power check asks the number's reader, if any, to accept (202).
      expect(path.endsWith("/link") ? [202] : [200, 201], `${where} ${ok.text}`).toContain(
        ok.status,
      );
    }
  });

  it("accept and decline need members_manage too", async () => {
    const reader = await registerUser();
    const req = await call(`/api/libraries/${lib.id}/member-requests`, {
      token: reader.token,
      json: {},
    });
    for (const verb of ["decline", "accept"]) {
      const path = `member-requests/${req.body.data.id}/${verb}`;
      expect((await as(null, "POST", path, { json: {} })).status).toBe(401);
      for (const who of [stranger, plain, circulation])
        expect((await as(who.token, "POST", path, { json: {} })).status, verb).toBe(403);
      expect([200, 201]).toContain((await as(admin.token, "POST", path, { json: {} })).status);
    }
  });

  it("GET /roles for any staff; the four roles with their permissions", async () => {
    expect((await as(null, "GET", "roles")).status).toBe(401);
    for (const who of [stranger, plain])
      expect((await as(who.token, "GET", "roles")).status).toBe(403);
    const roles = await as(circulation.token, "GET", "roles");
    expect(roles.status).toBe(200);
    const byName = Object.fromEntries(
      roles.body.data.map(
        (r: { attributes: { name: string; permissions: { name: string }[] } }) => [
          r.attributes.name,
          r.attributes.permissions.map((p) => p.name),
        ],
      ),
    );
    expect(byName).toEqual({
      admin: ["library_edit", "books_manage", "members_manage", "circulation"],
      librarian: ["books_manage", "circulation"],
      circulation: ["circulation"],
      member: [],
    });
  });

  it("circulation staff see loans and members' mobiles; a plain member reads no mobiles", async () => {
    const list = await as(circulation.token, "GET", "members?per_page=100");
    expect(list.status).toBe(200);
    const mine = list.body.data.find((m: { id: number }) => m.id === plain.memberId);
    expect(mine.attributes.mobile).toBe(plain.username);
    const asMember = await as(plain.token, "GET", "members?per_page=100");
    for (const m of asMember.body.data) expect(m.attributes.mobile).toBeNull();
    expect((await as(circulation.token, "GET", "book-issues")).status).toBe(200);
  });

  it("lending needs circulation: 401, 403 for stranger and member; circulation staff pass", async () => {
    const body = { json: { library_book_id: 2_147_483_647, library_member_id: plain.memberId } };
    expect((await as(null, "POST", "book-issues", body)).status).toBe(401);
    for (const who of [stranger, plain])
      expect((await as(who.token, "POST", "book-issues", body)).status).toBe(403);
    // Past the power check: this library has no such copy.
    for (const who of [circulation, admin, lib.owner])
      expect((await as(who.token, "POST", "book-issues", body)).status).toBe(422);
    for (const verb of ["return", "renew"]) {
      const path = `book-issues/2147483647/${verb}`;
      expect((await as(null, "POST", path, { json: {} })).status).toBe(401);
      expect((await as(plain.token, "POST", path, { json: {} })).status).toBe(403);
      expect((await as(circulation.token, "POST", path, { json: {} })).status).toBe(404);
    }
  });
});

describe("staff roles", () => {
  const roles = (token: string, memberId: number, names: string[]) =>
    as(token, "PUT", `members/${memberId}/roles`, { json: { roles: names } });

  it("an admin gives and takes librarian, but only the creator gives or takes admin", async () => {
    const reader = await memberWithRoles(lib.id, lib.owner.token);
    const given = await roles(admin.token, reader.memberId, ["librarian"]);
    expect(given.status).toBe(200);
    expect(given.body.data.attributes.roles.map((r: { name: string }) => r.name)).toEqual([
      "librarian",
    ]);
    // The new librarian lends now.
    const lend = await as(reader.token, "POST", "book-issues", {
      json: { library_book_id: 2_147_483_647, library_member_id: reader.memberId },
    });
    expect(lend.status).toBe(422);
    const refused = await roles(admin.token, reader.memberId, ["admin"]);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/creator/);
    expect((await roles(lib.owner.token, reader.memberId, ["admin"])).status).toBe(200);
    // Another admin cannot take it back either.
    expect((await roles(admin.token, reader.memberId, [])).status).toBe(403);
    expect((await roles(lib.owner.token, reader.memberId, ["member"])).status).toBe(200);
    const unknown = await roles(lib.owner.token, reader.memberId, ["wizard"]);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.roles).toBeDefined();
    expect(
      (
        await as(lib.owner.token, "PUT", `members/${reader.memberId}/roles`, {
          json: { roles: "x".repeat(60) },
        })
      ).status,
    ).toBe(422);
  });

  it("no one but the creator changes the creator's card; the creator keeps every power", async () => {
    const members = await as(lib.owner.token, "GET", "members?per_page=100");
    const creatorCard = members.body.data.find(
      (m: { attributes: { user_id: number } }) => m.attributes.user_id === lib.owner.id,
    );
    const card = `members/${creatorCard.id}`;
    const photo = () => ({ form: { photo: new Blob([PNG], { type: "image/png" }) } });
    // Another admin (members_manage) on every endpoint that changes a card: one rule, one answer.
    const attempts = [
      await as(admin.token, "PUT", card, { json: { active: false } }),
      await as(admin.token, "POST", card, { json: { first_name: "Someone else" } }),
      await as(admin.token, "PUT", card, { json: { mobile: "+8801799000002" } }),
      await as(admin.token, "PUT", card, { json: { member_code: "X-1" } }),
      await as(admin.token, "POST", `${card}/upload-photo`, photo()),
      await roles(admin.token, creatorCard.id, ["member"]),
    ];
    for (const refused of attempts) {
      expect(refused.status, refused.text).toBe(403);
      expect(refused.body.message).toBe(
        "Only the library's creator can change the creator's own card.",
      );
    }
    const after = await as(lib.owner.token, "GET", "members?per_page=100");
    expect(after.body.data.find((m: { id: number }) => m.id === creatorCard.id)).toEqual(
      creatorCard,
    );
    // The creator edits their own card.
    const renamed = await as(lib.owner.token, "PUT", card, { json: { nickname: "Founder" } });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body.data.attributes.nickname).toBe("Founder");
    expect((await as(lib.owner.token, "POST", `${card}/upload-photo`, photo())).status).toBe(200);
    // Another admin still edits other cards.
    const other = await walkIn(lib.id, lib.owner.token, { first_name: "Shapla" });
    const edited = await as(admin.token, "PUT", `members/${other.id}`, { json: { active: false } });
    expect(edited.status, edited.text).toBe(200);
    expect((await roles(lib.owner.token, creatorCard.id, ["member"])).status).toBe(200);
    // Without any role the creator still manages members and lends.
    expect((await as(lib.owner.token, "GET", "member-requests")).status).toBe(200);
    expect((await roles(lib.owner.token, creatorCard.id, ["admin"])).status).toBe(200);
  });
});
