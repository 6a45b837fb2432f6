// Contract tests for blocking: block (ending follows both ways), the list of people I blocked, and unblock.
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { Block, BlockResponse, Paged } from "../../src/api/schemas";
import { call, registerUser } from "../test/http";

const BlockPage = Paged(Block);
type Account = { token: string; id: number };

const block = (by: Account, other: number, headers?: Record<string, string>) =>
  call("/api/blocks", {
    token: by.token,
    json: { blockable_type: "User", blockable_id: other },
    headers,
  });
const unblock = (by: Account, blockId: number) =>
  call(`/api/blocks/${blockId}`, { method: "DELETE", token: by.token });

describe("POST /api/blocks", () => {
  it("blocks once however often asked, ends following both ways and stops new follows", async () => {
    const [c, d, w] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    await call(`/api/users/${d.id}/follow`, { method: "POST", token: c.token });
    await call(`/api/users/${c.id}/follow`, { method: "POST", token: d.token });
    const res = await block(c, d.id);
    expect(res.status).toBe(201);
    const first = v.parse(BlockResponse, res.body);
    expect(first.data).toMatchObject({ blockable_type: "User", blockable_id: d.id });
    expect(first.data.blockable.id).toBe(d.id);
    const again = await block(c, d.id);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.data.id);
    // A third reader sees that neither follows the other any more.
    for (const id of [c.id, d.id]) {
      expect((await call(`/api/users/${id}/followers`, { token: w.token })).body.meta.total).toBe(
        0,
      );
    }
    for (const [from, to] of [
      [d, c],
      [c, d],
    ] as const) {
      const follow = await call(`/api/users/${to.id}/follow`, {
        method: "POST",
        token: from.token,
      });
      expect(follow.status).toBe(404);
      expect(follow.body.message).toBe("User not found.");
    }
  });

  it("422: yourself, a missing user, another type, missing fields; 401 without a token", async () => {
    const a = await registerUser();
    const self = await block(a, a.id);
    expect(self.status).toBe(422);
    expect(self.body.errors).toEqual({ blockable_id: ["You cannot block yourself."] });
    const missing = await block(a, 2147483647);
    expect(Object.keys(missing.body.errors)).toEqual(["blockable_id"]);
    const type = await call("/api/blocks", {
      token: a.token,
      json: { blockable_type: "Library", blockable_id: 1 },
    });
    expect(Object.keys(type.body.errors)).toEqual(["blockable_type"]);
    const empty = await call("/api/blocks", { token: a.token, json: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["blockable_id", "blockable_type"]);
    expect((await call("/api/blocks", { json: {} })).status).toBe(401);
  });

  it("blocking a post hides that post from the blocker only, not the author's others", async () => {
    const [c, d] = await Promise.all([registerUser(), registerUser()]);
    await call(`/api/users/${d.id}/follow`, { method: "POST", token: c.token });
    const write = async (body: string) =>
      (await call(`/api/users/${d.id}/posts`, { token: d.token, json: { body } })).body.data
        .id as number;
    const hidden = await write("Hide me");
    const kept = await write("Keep me");
    const ids = async (token: string, path = "/api/posts") =>
      (await call(path, { token })).body.data.map((p: { id: number }) => p.id);
    expect(await ids(c.token)).toContain(hidden);
    const hide = (by: Account) =>
      call("/api/blocks", {
        token: by.token,
        json: { blockable_type: "Post", blockable_id: hidden },
      });
    const res = await hide(c);
    expect(res.status).toBe(201);
    expect(res.body.data.id).toBe(res.body.data.attributes.id);
    expect(res.body.data.attributes).toMatchObject({
      blockable_type: "Post",
      blockable_id: hidden,
    });
    expect(await ids(c.token)).not.toContain(hidden);
    expect(await ids(c.token)).toContain(kept);
    expect(await ids(c.token, `/api/users/${d.id}/posts`)).toEqual([kept]);
    // The author and everyone else still see it; the blocker still follows the author, and the
    // list of blocked people holds people only.
    expect(await ids(d.token)).toContain(hidden);
    expect((await call(`/api/users/${d.id}/followers`, { token: d.token })).body.meta.total).toBe(
      1,
    );
    const listed = v.parse(BlockPage, (await call("/api/blocks", { token: c.token })).body);
    expect(listed.data).toEqual([]);
    expect((await hide(c)).status).toBe(200);
    expect(Object.keys((await hide(d)).body.errors)).toEqual(["blockable_id"]);
    const missing = await call("/api/blocks", {
      token: c.token,
      json: { blockable_type: "Post", blockable_id: 2147483647 },
    });
    expect(Object.keys(missing.body.errors)).toEqual(["blockable_id"]);
  });

  it("the same Idempotency-Key replays the answer", async () => {
    const [a, c] = await Promise.all([registerUser(), registerUser()]);
    const headers = { "idempotency-key": `block-${a.id}-${c.id}` };
    const first = await block(a, c.id, headers);
    const second = await block(a, c.id, headers);
    expect(first.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.text).toBe(first.text);
  });

  it("a burst of follows racing a block leaves no follow between the two", async () => {
    const [k, r, w] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const follows = Array.from({ length: 30 }, (_, i) =>
      call(`/api/users/${i % 2 ? k.id : r.id}/follow`, {
        method: "POST",
        token: i % 2 ? r.token : k.token,
        headers: { "idempotency-key": `race-${k.id}-${i}` },
      }),
    );
    const [blocked, ...answers] = await Promise.all([block(k, r.id), ...follows]);
    expect(blocked.status).toBe(201);
    for (const a of answers) expect([200, 201, 404]).toContain(a.status);
    for (const id of [k.id, r.id]) {
      expect((await call(`/api/users/${id}/followers`, { token: w.token })).body.meta.total).toBe(
        0,
      );
    }
  });
});

describe("GET /api/blocks", () => {
  it("pages the people I blocked, newest first, never those who blocked me", async () => {
    const [me, x, y, z] = await Promise.all([
      registerUser({ first_name: "Blocker" }),
      registerUser({ first_name: "Xenon" }),
      registerUser({ first_name: "Yara" }),
      registerUser({ first_name: "Zaman" }),
    ]);
    const empty = v.parse(BlockPage, (await call("/api/blocks", { token: me.token })).body);
    expect(empty.data).toEqual([]);
    expect(empty.meta.total).toBe(0);
    await block(me, x.id);
    await block(me, y.id);
    await block(z, me.id);
    const page = v.parse(BlockPage, (await call("/api/blocks", { token: me.token })).body);
    expect(page.data.map((b) => b.blockable.first_name)).toEqual(["Yara", "Xenon"]);
    expect(page.meta).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(page.links.next).toBeNull();
    const theirs = v.parse(BlockPage, (await call("/api/blocks", { token: z.token })).body);
    expect(theirs.data.map((b) => b.blockable_id)).toEqual([me.id]);
    expect((await call("/api/blocks")).status).toBe(401);
  });
});

describe("DELETE /api/blocks/{id}", () => {
  it("unblocks: only the block's owner, once; the blocked person cannot lift it", async () => {
    const [k, r, w] = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const id = v.parse(BlockResponse, (await block(k, r.id)).body).data.id;
    for (const other of [r, w]) {
      const refused = await unblock(other, id);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe("Block not found.");
    }
    expect((await call(`/api/users/${k.id}`, { token: r.token })).status).toBe(404);
    const done = await unblock(k, id);
    expect(done.status).toBe(200);
    expect(typeof done.body.message).toBe("string");
    expect((await call("/api/blocks", { token: k.token })).body.meta.total).toBe(0);
    expect((await unblock(k, id)).status).toBe(404);
    expect((await call(`/api/blocks/${id}`, { method: "DELETE" })).status).toBe(401);
    expect((await call(`/api/users/${k.id}`, { token: r.token })).status).toBe(200);
  });

  it("a block each way: lifting mine leaves theirs in force", async () => {
    const [k, r] = await Promise.all([registerUser(), registerUser()]);
    const mine = v.parse(BlockResponse, (await block(k, r.id)).body).data.id;
    // The blocked person may block back: the answer says nothing the 404s did not.
    expect((await block(r, k.id)).status).toBe(201);
    expect((await unblock(k, mine)).status).toBe(200);
    expect((await call(`/api/users/${r.id}`, { token: k.token })).status).toBe(404);
    expect((await call(`/api/users/${k.id}`, { token: r.token })).status).toBe(404);
  });
});
