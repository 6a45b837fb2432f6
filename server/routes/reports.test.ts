// Contract tests for complain types and reports of users and posts (blocking: blocks.test.ts).
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
    // Each reason is its text (the original client lists and sends strings).
    expect(users.data).not.toEqual(posts.data);
  });

  it("404 for another type, 401 without a token", async () => {
    expect((await call("/api/complain-types/Library", { token: a.token })).status).toBe(404);
    expect((await call("/api/complain-types/User")).status).toBe(401);
  });
});

describe("POST /api/complains", () => {
  it("files a report on a post or a user with the reason's text as its subject", async () => {
    const reasons = v.parse(
      ComplainTypes,
      (await call("/api/complain-types/Post", { token: a.token })).body,
    ).data;
    const res = await call("/api/complains", {
      token: a.token,
      json: {
        subject: reasons[0]!,
        body: "This is spam.",
        complainable_type: "Post",
        complainable_id: postId,
      },
    });
    expect(res.status).toBe(201);
    expect(typeof res.body.message).toBe("string");
    expect(res.body.data).toMatchObject({ subject: reasons[0]!, complainable_type: "Post" });

    const userReasons = v.parse(
      ComplainTypes,
      (await call("/api/complain-types/User", { token: a.token })).body,
    ).data;
    const byId = await call("/api/complains", {
      token: a.token,
      json: {
        subject: userReasons[1]!,
        body: "Not a real person.",
        complainable_type: "User",
        complainable_id: b.id,
      },
    });
    expect(byId.status).toBe(201);
    expect(byId.body.data.subject).toBe(userReasons[1]!);
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
