// Contract tests for consent at the desk, written as the attacks were: a reader who creates a library cannot
// add other readers' accounts or read their numbers (pending libraries, invitations the reader accepts), a
// walk-in card cannot probe which numbers have accounts, and a blocked staff member learns only "not found".
import { call, freshMobile, login, RAHIM, registerUser } from "../test/http";
import { freshLibrary, walkIn } from "../test/desk-circulation";
import { verifyLibrary } from "../test/support/admin";
import { LIMITS } from "../http/rate-limit";

const invite = (libraryId: number, token: string, userId: number) =>
  call(`/api/libraries/${libraryId}/members`, { token, json: { user_id: userId } });
const link = (libraryId: number, token: string, memberId: number) =>
  call(`/api/libraries/${libraryId}/members/${memberId}/link`, { token, json: {} });
const invitationsOf = async (token: string) =>
  (await call("/api/member-invitations", { token })).body.data as {
    id: number;
    attributes: Record<string, unknown>;
  }[];

describe("a new library is pending", () => {
  it("its creator cannot look readers up, add their accounts or link cards until it is verified", async () => {
    const lib = await freshLibrary("Karima's Pathagar", { pending: true });
    const rahim = await login(RAHIM);
    const rahimId = (await call("/api/auth/me", { token: rahim })).body.data.attributes.id;
    const shown = await call(`/api/libraries/${lib.id}`, { token: lib.owner.token });
    expect(shown.body.data.attributes).toMatchObject({ verified: false, verified_at: null });

    // The attack: add Rahim (who never asked) and read his hidden number from the answer.
    const added = await invite(lib.id, lib.owner.token, rahimId);
    expect(added.status).toBe(403);
    expect(added.body.reason).toBe("library_not_verified");
    expect(added.text).not.toContain(RAHIM);
    const lookup = await call(`/api/libraries/${lib.id}/readers?mobile=${RAHIM}`, {
      token: lib.owner.token,
    });
    expect(lookup.status).toBe(403);
    const card = await walkIn(lib.id, lib.owner.token, { mobile: RAHIM });
    expect((await link(lib.id, lib.owner.token, card.id)).status).toBe(403);
    expect(await invitationsOf(rahim)).toEqual([]);

    // Walk-ins, books and the reader's own request work while pending.
    const asker = await registerUser();
    const asked = await call(`/api/libraries/${lib.id}/member-requests`, {
      token: asker.token,
      json: {},
    });
    expect(asked.status).toBe(201);
    const accepted = await call(
      `/api/libraries/${lib.id}/member-requests/${asked.body.data.id}/accept`,
      { token: lib.owner.token, json: {} },
    );
    expect(accepted.status).toBe(201);

    await verifyLibrary(lib.id);
    const verified = await call(`/api/libraries/${lib.id}`, { token: lib.owner.token });
    expect(verified.body.data.attributes.verified).toBe(true);
    expect((await invite(lib.id, lib.owner.token, rahimId)).status).toBe(202);
  });

  it("only Pathagar's administrators verify a library", async () => {
    const lib = await freshLibrary("Self-made", { pending: true });
    const self = await call(`/api/libraries/${lib.id}/verification`, {
      token: lib.owner.token,
      json: {},
    });
    expect(self.status).toBe(403);
    const after = await call(`/api/libraries/${lib.id}`, { token: lib.owner.token });
    expect(after.body.data.attributes.verified).toBe(false);
  });
});

describe("staff invite; only the reader accepts", () => {
  it("an invitation carries no mobile; the reader accepts it into a card with the next code", async () => {
    const lib = await freshLibrary("Invite Pathagar");
    const mobile = freshMobile();
    const reader = await registerUser({ username: mobile, first_name: "Rupa" });
    const sent = await invite(lib.id, lib.owner.token, reader.id);
    expect(sent.status).toBe(202);
    expect(sent.text).not.toContain(mobile);
    expect(sent.body.data.attributes).toMatchObject({
      user_id: reader.id,
      member_id: null,
      status: "pending",
      library: { id: lib.id },
      user: { id: reader.id, first_name: "Rupa" },
    });
    const desk = await call(`/api/libraries/${lib.id}/member-invitations`, {
      token: lib.owner.token,
    });
    expect(desk.body.data.map((i: { id: number }) => i.id)).toEqual([sent.body.data.id]);

    // Nobody else accepts it.
    const stranger = await registerUser();
    const stolen = await call(`/api/member-invitations/${sent.body.data.id}/accept`, {
      token: stranger.token,
      json: {},
    });
    expect(stolen.status).toBe(404);

    const mine = await invitationsOf(reader.token);
    expect(mine.map((i) => i.id)).toEqual([sent.body.data.id]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(`/api/member-invitations/${sent.body.data.id}/accept`, {
          token: reader.token,
          json: {},
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(answers[0]!.body.data.attributes).toMatchObject({ user_id: reader.id, mobile });
    const card = await call(`/api/libraries/${lib.id}/members/my-membership`, {
      token: reader.token,
    });
    expect(card.body.data.attributes.member_code).toMatch(/-M0002$/);
    expect(await invitationsOf(reader.token)).toEqual([]);
  });

  it("a declined invitation leaves no card and can be sent again", async () => {
    const lib = await freshLibrary();
    const reader = await registerUser();
    const sent = await invite(lib.id, lib.owner.token, reader.id);
    const declined = await call(`/api/member-invitations/${sent.body.data.id}/decline`, {
      token: reader.token,
      json: {},
    });
    expect(declined.status).toBe(200);
    expect(declined.body.data.attributes.status).toBe("declined");
    const late = await call(`/api/member-invitations/${sent.body.data.id}/accept`, {
      token: reader.token,
      json: {},
    });
    expect(late.status).toBe(404);
    expect(
      (await call(`/api/libraries/${lib.id}/members/my-membership`, { token: reader.token }))
        .status,
    ).toBe(404);
    expect((await invite(lib.id, lib.owner.token, reader.id)).status).toBe(202);
    expect(await invitationsOf(reader.token)).toHaveLength(1);
  });

  it("a walk-in card is taken over only when its reader accepts, keeping its code", async () => {
    const lib = await freshLibrary();
    const mobile = freshMobile();
    const card = await walkIn(lib.id, lib.owner.token, { first_name: "Kobita", mobile });
    const reader = await registerUser({ username: mobile });
    const asked = await link(lib.id, lib.owner.token, card.id);
    expect(asked.status).toBe(202);
    // Still a walk-in card: nothing linked without the reader.
    const still = await call(`/api/libraries/${lib.id}/members?term=Kobita`, {
      token: lib.owner.token,
    });
    expect(still.body.data[0].attributes.user_id).toBeNull();
    const [offer] = await invitationsOf(reader.token);
    expect(offer!.attributes).toMatchObject({
      member_id: card.id,
      member_code: card.attributes.member_code,
    });
    const accepted = await call(`/api/member-invitations/${offer!.id}/accept`, {
      token: reader.token,
      json: {},
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data.id).toBe(card.id);
    expect(accepted.body.data.attributes).toMatchObject({
      user_id: reader.id,
      member_code: card.attributes.member_code,
    });
  });
});

describe("a walk-in card cannot probe numbers", () => {
  it("answers alike whether an account has the number, and stops at the lookup limit in a burst", async () => {
    const lib = await freshLibrary();
    const registered = freshMobile();
    await registerUser({ username: registered });
    const withAccount = await walkIn(lib.id, lib.owner.token, { mobile: registered });
    const withoutAccount = await walkIn(lib.id, lib.owner.token, { mobile: freshMobile() });
    const a = await link(lib.id, lib.owner.token, withAccount.id);
    const b = await link(lib.id, lib.owner.token, withoutAccount.id);
    expect([a.status, b.status]).toEqual([202, 202]);
    expect(a.body).toEqual(b.body);
    expect(a.text).not.toMatch(/Test Reader|first_name/);

    // The lookup limit (per staff account) counts links too: a burst stops exactly at it.
    const cards = await Promise.all(
      Array.from({ length: 4 }, () => walkIn(lib.id, lib.owner.token, { mobile: freshMobile() })),
    );
    const burst = await Promise.all(
      Array.from({ length: LIMITS.lookup.account.max + 10 }, (_, i) =>
        link(lib.id, lib.owner.token, cards[i % cards.length]!.id),
      ),
    );
    const passed = burst.filter((r) => r.status === 202).length;
    // Two links above were counted already.
    expect(passed).toBe(LIMITS.lookup.account.max - 2);
    const refused = burst.filter((r) => r.status === 429);
    expect(refused).toHaveLength(12);
    expect(refused[0]!.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});

describe("a blocked staff member learns only 'not found'", () => {
  it("inviting a reader who blocked them answers as an unknown id, even when the reader is a member", async () => {
    const lib = await freshLibrary();
    const reader = await registerUser();
    const asked = await call(`/api/libraries/${lib.id}/member-requests`, {
      token: reader.token,
      json: {},
    });
    await call(`/api/libraries/${lib.id}/member-requests/${asked.body.data.id}/accept`, {
      token: lib.owner.token,
      json: {},
    });
    const blocked = await call("/api/blocks", {
      token: reader.token,
      json: { blockable_type: "User", blockable_id: lib.owner.id },
    });
    expect(blocked.status).toBeLessThan(300);
    const again = await invite(lib.id, lib.owner.token, reader.id);
    const unknown = await invite(lib.id, lib.owner.token, 2_000_000_000);
    expect(again.status).toBe(422);
    expect(again.body).toEqual(unknown.body);
    expect(again.text).not.toMatch(/-M\d{4}/);
  });

  it("lending to a member who blocked the staff member is allowed: loans belong to the library", async () => {
    const lib = await freshLibrary();
    const reader = await registerUser();
    const asked = await call(`/api/libraries/${lib.id}/member-requests`, {
      token: reader.token,
      json: {},
    });
    const card = await call(
      `/api/libraries/${lib.id}/member-requests/${asked.body.data.id}/accept`,
      { token: lib.owner.token, json: {} },
    );
    await call("/api/blocks", {
      token: reader.token,
      json: { blockable_type: "User", blockable_id: lib.owner.id },
    });
    const copy = await call(`/api/libraries/${lib.id}/books`, {
      token: lib.owner.token,
      json: { title: "Lalsalu", authors: ["Syed Waliullah"] },
    });
    expect(copy.status).toBe(201);
    const lent = await call(`/api/libraries/${lib.id}/book-issues`, {
      token: lib.owner.token,
      json: { library_book_id: copy.body.data[0].id, library_member_id: card.body.data.id },
    });
    expect(lent.status).toBe(201);
  });
});
