// Contract tests for complain types, reports of users and posts, and blocking (which also ends following both ways).
import * as v from "valibot";
import { beforeAll, describe, expect, it } from "vitest";
import { ComplainType, Data, Post } from "../../src/api/schemas";
import { call, registerUser } from "../test/http";

const ComplainTypes = Data(v.array(ComplainType));
type Account = { token: string; id: number; username: string };
let a: Account;
let b: Account;
let postId: number;

beforeAll(async () => {
  [a, b] = await Promise.all([registerUser(), registerUser()]);
  const created = await call(`/api/users/${b.id}/posts`, {
    token: b.token,
    json: { body: "A post to report" },
  });
  postId = v.parse(Data(Post), created.body).data.id;
});

describe("GET /api/complain-types/:type", () => {
  it("lists the reasons for users and for posts", async () => {
    for (const type of ["User", "Post"]) {
      const res = await call(`/api/complain-types/${type}`, { token: a.token });
      expect(res.status).toBe(200);
      expect(v.parse(ComplainTypes, res.body).data.length).toBeGreaterThanOrEqual(4);
    }
    const users = v.parse(
      ComplainTypes,
      (await call("/api/complain-types/User", { token: a.token })).body,
    );
    const posts = v.parse(
      ComplainTypes,
      (await call("/api/complain-types/Post", { token: a.token })).body,
    );
    expect(users.data.map((t) => t.id)).not.toContain(posts.data[0]!.id);
  });

  it("404 for another type, 401 without a token", async () => {
    expect((await call("/api/complain-types/Library", { token: a.token })).status).toBe(404);
    expect((await call("/api/complain-types/User")).status).toBe(401);
  });
});

describe("POST /api/complains", () => {
  it("files a report on a post by the reason's name, and on a user by the reason's id", async () => {
    const reasons = v.parse(
      ComplainTypes,
      (await call("/api/complain-types/Post", { token: a.token })).body,
    ).data;
    const res = await call("/api/complains", {
      token: a.token,
      json: {
        subject: reasons[0]!.name,
        body: "This is spam.",
        complainable_type: "Post",
        complainable_id: postId,
      },
    });
    expect(res.status).toBe(201);
    expect(typeof res.body.message).toBe("string");
    expect(res.body.data).toMatchObject({ subject: reasons[0]!.name, complainable_type: "Post" });

    const userReasons = v.parse(
      ComplainTypes,
      (await call("/api/complain-types/User", { token: a.token })).body,
    ).data;
    const byId = await call("/api/complains", {
      token: a.token,
      json: {
        subject: String(userReasons[1]!.id),
        body: "Not a real person.",
        complainable_type: "User",
        complainable_id: b.id,
      },
    });
    expect(byId.status).toBe(201);
    expect(byId.body.data.subject).toBe(userReasons[1]!.name);
  });

  it("422 with the field map: missing fields, unknown reason, missing target, yourself", async () => {
    const empty = await call("/api/complains", { token: a.token, json: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(
      ["body", "complainable_id", "complainable_type", "subject"].sort(),
    );
    const reason = await call("/api/complains", {
      token: a.token,
      json: { subject: "Made up", body: "x", complainable_type: "Post", complainable_id: postId },
    });
    expect(Object.keys(reason.body.errors)).toEqual(["subject"]);
    const missing = await call("/api/complains", {
      token: a.token,
      json: { subject: "Spam", body: "x", complainable_type: "Post", complainable_id: 2147483647 },
    });
    expect(Object.keys(missing.body.errors)).toEqual(["complainable_id"]);
    const self = await call("/api/complains", {
      token: a.token,
      json: {
        subject: "Fake account",
        body: "x",
        complainable_type: "User",
        complainable_id: a.id,
      },
    });
    expect(Object.keys(self.body.errors)).toEqual(["complainable_id"]);
    const type = await call("/api/complains", {
      token: a.token,
      json: { subject: "Spam", body: "x", complainable_type: "Library", complainable_id: 1 },
    });
    expect(Object.keys(type.body.errors)).toEqual(["complainable_type"]);
  });

  it("401 without a token; the same Idempotency-Key files one report", async () => {
    expect((await call("/api/complains", { json: {} })).status).toBe(401);
    const send = () =>
      call("/api/complains", {
        token: a.token,
        json: {
          subject: "Spam",
          body: "Twice?",
          complainable_type: "Post",
          complainable_id: postId,
        },
        headers: { "idempotency-key": `complain-${a.id}-${postId}` },
      });
    const first = await send();
    const second = await send();
    expect(first.status).toBe(201);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body.data.id).toBe(first.body.data.id);
  });
});

describe("POST /api/blocks", () => {
  it("blocks once however often asked, ends following both ways and stops new follows", async () => {
    const c = await registerUser();
    const d = await registerUser();
    await call(`/api/users/${d.id}/follow`, { method: "POST", token: c.token });
    await call(`/api/users/${c.id}/follow`, { method: "POST", token: d.token });
    const res = await call("/api/blocks", {
      token: c.token,
      json: { blockable_type: "User", blockable_id: d.id },
    });
    expect(res.status).toBe(201);
    expect(typeof res.body.message).toBe("string");
    const again = await call("/api/blocks", {
      token: c.token,
      json: { blockable_type: "User", blockable_id: d.id },
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(res.body.data.id);
    expect((await call(`/api/users/${d.id}/followers`, { token: c.token })).body.meta.total).toBe(
      0,
    );
    expect((await call(`/api/users/${c.id}/followers`, { token: c.token })).body.meta.total).toBe(
      0,
    );
    const follow = await call(`/api/users/${c.id}/follow`, { method: "POST", token: d.token });
    expect(follow.status).toBe(422);
  });

  it("hides the blocked user's posts from the blocker's feed", async () => {
    const c = await registerUser();
    const d = await registerUser();
    await call(`/api/users/${d.id}/follow`, { method: "POST", token: c.token });
    const post = await call(`/api/users/${d.id}/posts`, {
      token: d.token,
      json: { body: "Hello" },
    });
    const feed = async () =>
      (await call("/api/posts", { token: c.token })).body.data.map((p: { id: number }) => p.id);
    expect(await feed()).toContain(post.body.data.id);
    await call("/api/blocks", {
      token: c.token,
      json: { blockable_type: "User", blockable_id: d.id },
    });
    expect(await feed()).not.toContain(post.body.data.id);
  });

  it("422: yourself, a missing user, another type, missing fields; 401 without a token", async () => {
    const self = await call("/api/blocks", {
      token: a.token,
      json: { blockable_type: "User", blockable_id: a.id },
    });
    expect(Object.keys(self.body.errors)).toEqual(["blockable_id"]);
    const missing = await call("/api/blocks", {
      token: a.token,
      json: { blockable_type: "User", blockable_id: 2147483647 },
    });
    expect(Object.keys(missing.body.errors)).toEqual(["blockable_id"]);
    const type = await call("/api/blocks", {
      token: a.token,
      json: { blockable_type: "Post", blockable_id: postId },
    });
    expect(Object.keys(type.body.errors)).toEqual(["blockable_type"]);
    const empty = await call("/api/blocks", { token: a.token, json: {} });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors).sort()).toEqual(["blockable_id", "blockable_type"]);
    expect((await call("/api/blocks", { json: {} })).status).toBe(401);
  });

  it("the same Idempotency-Key replays the answer", async () => {
    const c = await registerUser();
    const send = () =>
      call("/api/blocks", {
        token: a.token,
        json: { blockable_type: "User", blockable_id: c.id },
        headers: { "idempotency-key": `block-${c.id}` },
      });
    const first = await send();
    const second = await send();
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.text).toBe(first.text);
  });
});
