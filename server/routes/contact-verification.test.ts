// Contract tests: a profile's new mobile counts only once its code is entered. The attack was a reader
// putting someone else's number (or a number they do not own) on their profile, then being found and linked
// by it at the desk.
import { call, DEV_CODE, freshMobile, login, RAHIM, registerUser } from "../test/http";
import { freshLibrary, walkIn } from "../test/desk-circulation";
import { LIMITS } from "../http/rate-limit";

const edit = (id: number, token: string, json: Record<string, unknown>) =>
  call(`/api/users/${id}`, { method: "PUT", token, json });
const confirm = (id: number, token: string, code?: string) =>
  call(`/api/users/${id}/verify-contact`, { token, json: { field: "mobile", code } });
const lookup = (libraryId: number, token: string, mobile: string) =>
  call(`/api/libraries/${libraryId}/readers?mobile=${encodeURIComponent(mobile)}`, { token });

describe("a profile's new mobile waits for its code", () => {
  it("refuses another account's sign-in number outright", async () => {
    const reader = await registerUser({ username: `reader-${freshMobile().slice(4)}@example.com` });
    const taken = await edit(reader.id, reader.token, { mobile: RAHIM });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.mobile).toEqual([
      "This mobile number is the sign-in of another account.",
    ]);
  });

  it("is not shown, found or linked until confirmed; then it is", async () => {
    const lib = await freshLibrary();
    const number = freshMobile();
    const reader = await registerUser({ username: `r${number.slice(5)}@example.com` });
    const changed = await edit(reader.id, reader.token, { mobile: number, first_name: "Nipa" });
    expect(changed.status).toBe(200);
    expect(changed.body.data.attributes).toMatchObject({
      first_name: "Nipa",
      mobile: null,
      pending_mobile: number,
    });
    // Others see nothing of it; the desk neither finds nor links the reader by it.
    const other = await login(RAHIM);
    const seen = await call(`/api/users/${reader.id}`, { token: other });
    expect(seen.body.data.attributes).toMatchObject({ mobile: null, pending_mobile: null });
    expect((await lookup(lib.id, lib.owner.token, number)).body.data).toEqual([]);
    const card = await walkIn(lib.id, lib.owner.token, { mobile: number });
    await call(`/api/libraries/${lib.id}/members/${card.id}/link`, {
      token: lib.owner.token,
      json: {},
    });
    expect((await call("/api/member-invitations", { token: reader.token })).body.data).toEqual([]);

    const wrong = await confirm(reader.id, reader.token, "000000");
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.code).toEqual(["The one-time code is not correct."]);
    const resent = await confirm(reader.id, reader.token);
    expect(resent.status).toBe(200);
    expect(resent.body.data.otc_expired_after_in_seconds).toBeGreaterThan(0);
    const right = await confirm(reader.id, reader.token, DEV_CODE);
    expect(right.status).toBe(200);
    expect(right.body.data.attributes).toMatchObject({ mobile: number, pending_mobile: null });
    expect(
      (await lookup(lib.id, lib.owner.token, number)).body.data.map((u: { id: number }) => u.id),
    ).toEqual([reader.id]);
    const nothing = await confirm(reader.id, reader.token, DEV_CODE);
    expect(nothing.status).toBe(422);
    expect(nothing.body.errors.field).toBeDefined();
  });

  it("whoever proves a number last holds it", async () => {
    const number = freshMobile();
    const first = await registerUser({ username: `a${number.slice(5)}@example.com` });
    const second = await registerUser({ username: `b${number.slice(5)}@example.com` });
    await edit(first.id, first.token, { mobile: number });
    expect((await confirm(first.id, first.token, DEV_CODE)).status).toBe(200);
    await edit(second.id, second.token, { mobile: number });
    expect((await confirm(second.id, second.token, DEV_CODE)).status).toBe(200);
    const me = await call("/api/auth/me", { token: first.token });
    expect(me.body.data.attributes.mobile).toBeNull();
  });

  it("clearing the mobile needs no code; sending the current one drops the pending change", async () => {
    const number = freshMobile();
    const reader = await registerUser({ username: number });
    const pending = await edit(reader.id, reader.token, { mobile: freshMobile() });
    expect(pending.body.data.attributes.mobile).toBe(number);
    const kept = await edit(reader.id, reader.token, { mobile: number });
    expect(kept.body.data.attributes).toMatchObject({ mobile: number, pending_mobile: null });
    const cleared = await edit(reader.id, reader.token, { mobile: null });
    expect(cleared.body.data.attributes).toMatchObject({ mobile: null, pending_mobile: null });
  });

  it("a burst of guesses stops at the code limit", async () => {
    const reader = await registerUser({ username: `g${freshMobile().slice(5)}@example.com` });
    // Two attempts counted already: the registration's request for a code, and this change's.
    await edit(reader.id, reader.token, { mobile: freshMobile() });
    const burst = await Promise.all(
      Array.from({ length: 30 }, () => confirm(reader.id, reader.token, "000000")),
    );
    const statuses = burst.map((r) => r.status);
    const room = LIMITS.code.account.max - 2;
    expect(statuses.filter((s) => s === 422)).toHaveLength(room);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - room);
    // The code itself died after five wrong tries: even the right one is refused now.
    const me = await call("/api/auth/me", { token: reader.token });
    expect(me.body.data.attributes.mobile).toBeNull();
  });
});
