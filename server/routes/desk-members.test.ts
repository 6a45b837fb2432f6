// Contract tests for the desk's members: requests (list, accept, decline, ask again), adding readers
// and walk-ins, inviting readers who did not ask, editing, linking by mobile, and codes under concurrent
// bursts.
import { call, freshMobile, registerUser } from "../test/http";
import { freshLibrary, memberWithRoles, walkIn } from "../test/desk-circulation";

type Member = { id: number; attributes: Record<string, unknown> & { member_code: string } };

const ask = (libraryId: number, token: string) =>
  call(`/api/libraries/${libraryId}/member-requests`, { token, json: {} });

describe("member requests", () => {
  it("staff list pending requests with the requester and accept one with the next code", async () => {
    const lib = await freshLibrary("Sabuj Pathagar");
    const reader = await registerUser({ first_name: "Nodi", surname: "Akter" });
    const asked = await ask(lib.id, reader.token);
    expect(asked.status).toBe(201);
    const list = await call(`/api/libraries/${lib.id}/member-requests?status=pending`, {
      token: lib.owner.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.meta.total).toBe(1);
    const req = list.body.data[0].attributes;
    expect(req).toMatchObject({
      user_id: reader.id,
      status: "pending",
      reason: null,
      decided_at: null,
      user: { id: reader.id, first_name: "Nodi", surname: "Akter" },
    });
    const accepted = await call(`/api/libraries/${lib.id}/member-requests/${req.id}/accept`, {
      token: lib.owner.token,
      json: {},
    });
    expect(accepted.status).toBe(201);
    const card = accepted.body.data.attributes;
    // The creator holds SP-M0001, coded like every member; the first accepted reader is SP-M0002.
    const creator = await call(`/api/libraries/${lib.id}/members/my-membership`, {
      token: lib.owner.token,
    });
    expect(creator.body.data.attributes.member_code).toBe("SP-M0001");
    expect(card).toMatchObject({
      member_code: "SP-M0002",
      user_id: reader.id,
      first_name: "Nodi",
      mobile: reader.username,
      active: true,
      open_loans: 0,
    });
    const mine = await call(`/api/libraries/${lib.id}/members/my-membership`, {
      token: reader.token,
    });
    expect(mine.body.data.attributes.member_code).toBe("SP-M0002");
    // The request is gone; the reader is a member and cannot ask again.
    const gone = await call(`/api/libraries/${lib.id}/member-requests/my-request`, {
      token: reader.token,
    });
    expect(gone.status).toBe(404);
    expect((await ask(lib.id, reader.token)).status).toBe(422);
  });

  it("a repeated accept answers the member it made; declining it then is 409 already_member", async () => {
    const lib = await freshLibrary();
    const reader = await registerUser();
    const id = (await ask(lib.id, reader.token)).body.data.id as number;
    const url = `/api/libraries/${lib.id}/member-requests/${id}/accept`;
    const key = { "Idempotency-Key": `accept-${id}` };
    const first = await call(url, { token: lib.owner.token, json: {}, headers: key });
    expect(first.status).toBe(201);
    // The same tap replayed (same key), a second tap (no key) and another device (another key).
    const sameKey = await call(url, { token: lib.owner.token, json: {}, headers: key });
    const noKey = await call(url, { token: lib.owner.token, json: {} });
    const otherKey = await call(url, {
      token: lib.owner.token,
      json: {},
      headers: { "Idempotency-Key": `other-${id}` },
    });
    expect(sameKey.status).toBe(201);
    expect([noKey.status, otherKey.status]).toEqual([200, 200]);
    for (const again of [sameKey, noKey, otherKey])
      expect(again.body.data.attributes).toMatchObject({
        id: first.body.data.id,
        member_code: first.body.data.attributes.member_code,
        user_id: reader.id,
      });
    const decline = await call(`/api/libraries/${lib.id}/member-requests/${id}/decline`, {
      token: lib.owner.token,
      json: { reason: "Too late" },
    });
    expect(decline.status).toBe(409);
    expect(decline.body).toMatchObject({
      reason: "already_member",
      member_code: first.body.data.attributes.member_code,
    });
    // A request that never was is still 404; another library's request too.
    const other = await freshLibrary();
    expect(
      (
        await call(`/api/libraries/${other.id}/member-requests/${id}/accept`, {
          token: other.owner.token,
          json: {},
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(`/api/libraries/${lib.id}/member-requests/2000000000/accept`, {
          token: lib.owner.token,
          json: {},
        })
      ).status,
    ).toBe(404);
  });

  it("accepting the request of a reader staff already added answers that card", async () => {
    const lib = await freshLibrary();
    const reader = await registerUser();
    const id = (await ask(lib.id, reader.token)).body.data.id as number;
    const added = await call(`/api/libraries/${lib.id}/members`, {
      token: lib.owner.token,
      json: { user_id: reader.id },
    });
    expect(added.status).toBe(201);
    const accepted = await call(`/api/libraries/${lib.id}/member-requests/${id}/accept`, {
      token: lib.owner.token,
      json: {},
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.id).toBe(added.body.data.id);
  });

  it("declines with a reason the requester reads; asking again makes it pending", async () => {
    const lib = await freshLibrary();
    const reader = await registerUser();
    const id = (await ask(lib.id, reader.token)).body.data.id as number;
    const tooLong = await call(`/api/libraries/${lib.id}/member-requests/${id}/decline`, {
      token: lib.owner.token,
      json: { reason: "x".repeat(501) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.reason).toBeDefined();
    const declined = await call(`/api/libraries/${lib.id}/member-requests/${id}/decline`, {
      token: lib.owner.token,
      json: { reason: "We serve Sonapur village only." },
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data.attributes).toMatchObject({
      status: "declined",
      reason: "We serve Sonapur village only.",
    });
    const mine = await call(`/api/libraries/${lib.id}/member-requests/my-request`, {
      token: reader.token,
    });
    expect(mine.body.data.attributes).toMatchObject({
      status: "declined",
      reason: "We serve Sonapur village only.",
    });
    expect(mine.body.data.attributes.decided_at).toEqual(expect.any(String));
    const pending = await call(`/api/libraries/${lib.id}/member-requests`, {
      token: lib.owner.token,
    });
    expect(pending.body.meta.total).toBe(0);
    const declinedList = await call(`/api/libraries/${lib.id}/member-requests?status=declined`, {
      token: lib.owner.token,
    });
    expect(declinedList.body.meta.total).toBe(1);
    const askedAgain = await ask(lib.id, reader.token);
    expect(askedAgain.status).toBe(201);
    expect(askedAgain.body.data.attributes).toMatchObject({
      id,
      status: "pending",
      reason: null,
      decided_at: null,
    });
    // Asking once more answers the same pending request.
    expect((await ask(lib.id, reader.token)).status).toBe(200);
  });

  it("ten accepts of one request at once make one member", async () => {
    const lib = await freshLibrary();
    const reader = await registerUser();
    const id = (await ask(lib.id, reader.token)).body.data.id as number;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(`/api/libraries/${lib.id}/member-requests/${id}/accept`, {
          token: lib.owner.token,
          json: {},
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    // The others answer the member the winner made.
    expect(answers.filter((a) => a.status !== 201).map((a) => a.status)).toEqual(
      Array(9).fill(200),
    );
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    const members = await call(`/api/libraries/${lib.id}/members?term=${reader.username}`, {
      token: lib.owner.token,
    });
    const all = await call(`/api/libraries/${lib.id}/members?per_page=100`, {
      token: lib.owner.token,
    });
    expect(members.status).toBe(200);
    expect(all.body.data.filter((m: Member) => m.attributes.user_id === reader.id)).toHaveLength(1);
  });

  it("accepting readers at once gives each a different next code", async () => {
    const lib = await freshLibrary("Nodi Tir Library");
    // The prefix is the initials of the title's first two words; the creator holds NT-M0001.
    const readers = await Promise.all(Array.from({ length: 6 }, () => registerUser()));
    const ids = await Promise.all(
      readers.map(async (r) => (await ask(lib.id, r.token)).body.data.id as number),
    );
    const answers = await Promise.all(
      ids.map((id) =>
        call(`/api/libraries/${lib.id}/member-requests/${id}/accept`, {
          token: lib.owner.token,
          json: {},
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(201));
    const codes = answers.map((a) => a.body.data.attributes.member_code as string).sort();
    expect(codes).toEqual(["NT-M0002", "NT-M0003", "NT-M0004", "NT-M0005", "NT-M0006", "NT-M0007"]);
  });
});

describe("adding and editing members", () => {
  it("adds a walk-in reader with a normalised mobile, shown to staff only", async () => {
    const lib = await freshLibrary("Alo Ghar");
    const res = await call(`/api/libraries/${lib.id}/members`, {
      token: lib.owner.token,
      json: {
        first_name: "Rokeya",
        surname: "Begum",
        mobile: "01812-345678",
        address: "Ward 3, Sonapur",
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.data.attributes).toMatchObject({
      member_code: "AG-M0002",
      first_name: "Rokeya",
      mobile: "+8801812345678",
      address: "Ward 3, Sonapur",
      user_id: null,
      user: { id: null, first_name: "Rokeya" },
      active: true,
    });
    const reader = await memberWithRoles(lib.id, lib.owner.token);
    const seen = await call(`/api/libraries/${lib.id}/members?term=Rokeya`, {
      token: reader.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.data[0].attributes.mobile).toBeNull();
    expect(seen.body.data[0].attributes.address).toBe("Ward 3, Sonapur");
    const staffSees = await call(`/api/libraries/${lib.id}/members?term=Rokeya`, {
      token: lib.owner.token,
    });
    expect(staffSees.body.data[0].attributes.mobile).toBe("+8801812345678");
  });

  it("refuses a bad mobile, a missing name and a bad code with a field map", async () => {
    const lib = await freshLibrary();
    const send = (json: unknown) =>
      call(`/api/libraries/${lib.id}/members`, { token: lib.owner.token, json });
    const bad = await send({ first_name: "A", mobile: "12ab" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.mobile).toBeDefined();
    const noName = await send({ mobile: "+8801711999999" });
    expect(noName.body.errors.first_name).toBeDefined();
    const code = await send({ first_name: "A", mobile: "+8801711999999", member_code: "a b<" });
    expect(code.body.errors.member_code).toBeDefined();
    const noUser = await send({ user_id: 2_000_000_000 });
    expect(noUser.status).toBe(422);
    expect(noUser.body.errors.user_id).toBeDefined();
  });

  it("adds an existing reader once (409 already_member) and settles their request", async () => {
    const lib = await freshLibrary();
    const reader = await registerUser({ first_name: "Tania" });
    await ask(lib.id, reader.token);
    const added = await call(`/api/libraries/${lib.id}/members`, {
      token: lib.owner.token,
      json: { user_id: reader.id, member_code: "VIP-1" },
    });
    expect(added.status).toBe(201);
    expect(added.body.data.attributes).toMatchObject({
      member_code: "VIP-1",
      first_name: "Tania",
      user_id: reader.id,
    });
    const pending = await call(`/api/libraries/${lib.id}/member-requests`, {
      token: lib.owner.token,
    });
    expect(pending.body.meta.total).toBe(0);
    const twice = await call(`/api/libraries/${lib.id}/members`, {
      token: lib.owner.token,
      json: { user_id: reader.id },
    });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ reason: "already_member", member_code: "VIP-1" });
  });

  it("two adds with one member code at once: one 201, the rest 409 member_code_taken", async () => {
    const lib = await freshLibrary();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(`/api/libraries/${lib.id}/members`, {
          token: lib.owner.token,
          json: { first_name: `Twin ${i}`, mobile: freshMobile(), member_code: "TW-0001" },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    expect(refused.map((a) => a.status)).toEqual(Array(7).fill(409));
    for (const r of refused) {
      expect(r.body.reason).toBe("member_code_taken");
      expect(r.body.errors.member_code).toBeDefined();
    }
  });

  it("a reader who did not ask is invited, never added: six at once make one invitation", async () => {
    const lib = await freshLibrary();
    const reader = await registerUser();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call(`/api/libraries/${lib.id}/members`, {
          token: lib.owner.token,
          json: { user_id: reader.id },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(202));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    // No card until the reader accepts.
    const mine = await call(`/api/libraries/${lib.id}/members/my-membership`, {
      token: reader.token,
    });
    expect(mine.status).toBe(404);
    const invitations = await call("/api/member-invitations", { token: reader.token });
    expect(invitations.body.data).toHaveLength(1);
  });

  it("edits name, mobile, address, code and active; a taken code is 409", async () => {
    const lib = await freshLibrary();
    const a = await walkIn(lib.id, lib.owner.token, { member_code: "X-1" });
    const b = await walkIn(lib.id, lib.owner.token);
    const put = (id: number, json: unknown) =>
      call(`/api/libraries/${lib.id}/members/${id}`, {
        method: "PUT",
        token: lib.owner.token,
        json,
      });
    const edited = await put(b.id, {
      first_name: "Salma",
      surname: null,
      mobile: "+8801911223344",
      address: "Bazar road",
      member_code: "X-2",
      active: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.attributes).toMatchObject({
      first_name: "Salma",
      surname: null,
      mobile: "+8801911223344",
      address: "Bazar road",
      member_code: "X-2",
      active: false,
    });
    const clash = await put(b.id, { member_code: "X-1" });
    expect(clash.status).toBe(409);
    expect(clash.body.reason).toBe("member_code_taken");
    expect((await put(a.id, { first_name: "" })).status).toBe(422);
    expect((await put(a.id, { active: "maybe" })).status).toBe(422);
    expect((await put(a.id, {})).status).toBe(422);
    // The app's form: POST with _method=PUT.
    const form = await call(`/api/libraries/${lib.id}/members/${a.id}?_method=PUT`, {
      token: lib.owner.token,
      form: { _method: "PUT", active: "0" },
    });
    expect(form.status).toBe(200);
    expect(form.body.data.attributes.active).toBe(false);
    const elsewhere = await freshLibrary();
    const notHere = await call(`/api/libraries/${elsewhere.id}/members/${a.id}`, {
      method: "PUT",
      token: elsewhere.owner.token,
      json: { first_name: "Stolen" },
    });
    expect(notHere.status).toBe(404);
  });

  it("links a walk-in card to the account that asked to join with its mobile", async () => {
    const lib = await freshLibrary();
    const mobile = freshMobile();
    const card = await walkIn(lib.id, lib.owner.token, { first_name: "Later", mobile });
    const link = () =>
      call(`/api/libraries/${lib.id}/members/${card.id}/link`, {
        token: lib.owner.token,
        json: {},
      });
    // No account with that number: the same answer as an account that has not asked.
    const none = await link();
    expect(none.status).toBe(202);
    expect(none.body.data).toBeNull();
    const reader = await registerUser({ username: mobile });
    await ask(lib.id, reader.token);
    const linked = await link();
    expect(linked.status).toBe(200);
    expect(linked.body.data.attributes).toMatchObject({ user_id: reader.id, first_name: "Later" });
    expect((await link()).status).toBe(200);
    const mine = await call(`/api/libraries/${lib.id}/members/my-membership`, {
      token: reader.token,
    });
    expect(mine.body.data.attributes.id).toBe(card.id);
    const requests = await call(`/api/libraries/${lib.id}/member-requests`, {
      token: lib.owner.token,
    });
    expect(requests.body.meta.total).toBe(0);
    // A second walk-in card with that mobile: its account already holds a card here, which the answer
    // does not tell.
    const other = await walkIn(lib.id, lib.owner.token, { mobile });
    const again = await call(`/api/libraries/${lib.id}/members/${other.id}/link`, {
      token: lib.owner.token,
      json: {},
    });
    expect(again.status).toBe(202);
    expect(again.body).toEqual(none.body);
  });
});
