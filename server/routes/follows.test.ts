// Contract tests for following users and libraries: follow (idempotent), unfollow, followers, followings, following-by-me.
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import {
  Data,
  FollowingByMe,
  FollowList,
  FollowRecord,
  Id,
  MeResponse,
  Paged,
} from "../../src/api/schemas";
import { call, registerUser } from "../test/http";

type Account = { token: string; id: number; username: string };
let a: Account;
let b: Account;
let library: number;

beforeAll(async () => {
  [a, b] = await Promise.all([
    registerUser({ first_name: "Ayesha" }),
    registerUser({ first_name: "Babul" }),
  ]);
  const name = `fol${Date.now().toString(36)}`;
  const res = await call("/api/libraries", {
    token: b.token,
    json: { name, title: `Pathagar ${name}` },
  });
  library = v.parse(Data(Id), res.body).data;
});

const counts = async (account: Account) =>
  v.parse(MeResponse, (await call("/api/auth/me", { token: account.token })).body).data;

describe("following a user", () => {
  it("follows once however often it is asked, shows in both lists and counts, and unfollows", async () => {
    const before = await counts(b);
    const first = await call(`/api/users/${b.id}/follow`, { method: "POST", token: a.token });
    expect(first.status).toBe(201);
    const record = v.parse(Data(FollowRecord), first.body).data;
    expect(record.user?.id).toBe(a.id);
    expect(record.followable).toMatchObject({ id: b.id });
    const again = await call(`/api/users/${b.id}/follow`, { method: "POST", token: a.token });
    expect(again.status).toBe(200);
    expect(again.body.data.attributes.id).toBe(record.id);

    const byMe = v.parse(
      FollowingByMe,
      (await call(`/api/users/${b.id}/following-by-me`, { token: a.token })).body,
    );
    expect(byMe?.data.id).toBe(record.id);
    // Not following: an empty body.
    const notByThem = await call(`/api/users/${a.id}/following-by-me`, { token: b.token });
    expect(notByThem.status).toBe(200);
    expect(notByThem.text).toBe("");

    const followers = v.parse(
      FollowList,
      (await call(`/api/users/${b.id}/followers`, { token: a.token })).body,
    );
    expect(followers.meta.total).toBe(1);
    expect(followers.data[0]!.user?.first_name).toBe("Ayesha");
    expect((await counts(b)).total_followers).toBe(before.total_followers + 1);
    expect((await counts(a)).total_followings).toBeGreaterThanOrEqual(1);

    const off = await call(`/api/users/${b.id}/unfollow`, { method: "DELETE", token: a.token });
    expect(off.status).toBe(200);
    expect(typeof off.body.message).toBe("string");
    expect((await call(`/api/users/${b.id}/following-by-me`, { token: a.token })).text).toBe("");
    expect((await counts(b)).total_followers).toBe(before.total_followers);
    // Unfollowing again is harmless.
    expect(
      (await call(`/api/users/${b.id}/unfollow`, { method: "DELETE", token: a.token })).status,
    ).toBe(200);
  });

  it("cannot follow yourself (422); 404 for a missing user; 401 without a token", async () => {
    const self = await call(`/api/users/${a.id}/follow`, { method: "POST", token: a.token });
    expect(self.status).toBe(422);
    expect(self.body.errors.followable_id).toBeDefined();
    expect(
      (await call("/api/users/2147483647/follow", { method: "POST", token: a.token })).status,
    ).toBe(404);
    expect((await call("/api/users/2147483647/followers", { token: a.token })).status).toBe(404);
    expect((await call("/api/users/2147483647/following-by-me", { token: a.token })).status).toBe(
      404,
    );
    expect(
      (await call("/api/users/2147483647/unfollow", { method: "DELETE", token: a.token })).status,
    ).toBe(404);
    expect((await call(`/api/users/${b.id}/follow`, { method: "POST" })).status).toBe(401);
    expect((await call(`/api/users/${b.id}/followers`)).status).toBe(401);
  });

  it("the same Idempotency-Key twice makes one follow and replays the answer", async () => {
    const c = await registerUser();
    const send = () =>
      call(`/api/users/${c.id}/follow`, {
        method: "POST",
        token: a.token,
        headers: { "idempotency-key": `follow-${c.id}` },
      });
    const first = await send();
    const second = await send();
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.text).toBe(first.text);
    expect((await call(`/api/users/${c.id}/followers`, { token: a.token })).body.meta.total).toBe(
      1,
    );
  });
});

describe("following a library", () => {
  it("follows, lists the follower, counts it on the library, and unfollows", async () => {
    const res = await call(`/api/libraries/${library}/follow`, { method: "POST", token: a.token });
    expect(res.status).toBe(201);
    expect(res.body.data.attributes.followable_type).toBe("App\\Models\\Library");
    const followers = v.parse(
      FollowList,
      (await call(`/api/libraries/${library}/followers`, { token: b.token })).body,
    );
    expect(followers.data.map((r) => r.user?.id)).toEqual([a.id]);
    expect(
      (await call(`/api/libraries/${library}`, { token: a.token })).body.data.attributes
        .total_followers,
    ).toBe(1);
    const byMe = v.parse(
      FollowingByMe,
      (await call(`/api/libraries/${library}/following-by-me`, { token: a.token })).body,
    );
    expect(byMe?.data.followable).toMatchObject({ id: library });
    await call(`/api/libraries/${library}/unfollow`, { method: "DELETE", token: a.token });
    expect(
      (await call(`/api/libraries/${library}/followers`, { token: b.token })).body.meta.total,
    ).toBe(0);
  });

  it("404 for a missing library", async () => {
    expect(
      (await call("/api/libraries/2147483647/follow", { method: "POST", token: a.token })).status,
    ).toBe(404);
    expect((await call("/api/libraries/2147483647/followers", { token: a.token })).status).toBe(
      404,
    );
  });
});

describe("GET /api/users/:id/followings", () => {
  it("lists users and libraries followed, newest first, with their type, paged", async () => {
    const d = await registerUser();
    const e = await registerUser({ first_name: "Esha" });
    await call(`/api/users/${e.id}/follow`, { method: "POST", token: d.token });
    await call(`/api/libraries/${library}/follow`, { method: "POST", token: d.token });
    const res = await call(`/api/users/${d.id}/followings`, { token: a.token });
    const list = v.parse(Paged(FollowRecord), res.body);
    expect(list.meta.total).toBe(2);
    expect(list.data.map((r) => r.followable_type)).toEqual(["library", "user"]);
    // Typed as the API names them, so a client can tell a library from a person.
    expect(
      (res.body.data as { attributes: { followable_type: string } }[]).map(
        (r) => r.attributes.followable_type,
      ),
    ).toEqual(["App\\Models\\Library", "App\\Models\\User"]);
    expect(list.data[0]!.followable).toMatchObject({ id: library });
    expect(list.data[1]!.followable).toMatchObject({ id: e.id, first_name: "Esha" });
    expect(
      (await call(`/api/users/${d.id}/followings?page=2`, { token: a.token })).body.data,
    ).toEqual([]);
    expect((await call("/api/users/2147483647/followings", { token: a.token })).status).toBe(404);
  });
});
