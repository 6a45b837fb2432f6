// A 409 with a reason fails its row at once and keeps the reason; amending or retrying sends it under a new key.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { addComment, createPost } from "./actions";
import { fakeServer, reader, type FakeServer } from "./fakeServer.test-util";
import { amendMutation, discardMutation, retryMutation } from "./engine";
import { replayQueue } from "./engine";
import { fakeApi, freshMirror } from "./testing";

const timeline = { type: "user" as const, id: 1 };
let db: MirrorDb;
let server: FakeServer;
const opts = { now: () => 1_000_000, random: () => 0.5 };
const holder = { member_code: "AP-M0007", name: "Karim Uddin" };

beforeEach(async () => {
  db = await freshMirror();
  server = fakeServer();
  fakeApi(server.handler);
  useSession.getState().signIn("token", reader);
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

const rows = () => db.outbox.orderBy("seq").toArray();
const conflict = (reason: string, extra: object = {}) =>
  server.failNext(409, {}, { message: "Refused.", reason, ...extra });

describe("conflicts in replay", () => {
  it("fails a 409 with a reason at once, keeping reason and holder; dependents wait", async () => {
    const post = await createPost({ timeline, body: "first" });
    await addComment(post, "on it");
    conflict("book_on_loan", { holder });
    expect(await replayQueue(db, opts)).toEqual({ reason: "blocked" });
    const [failed, waiting] = await rows();
    expect(failed).toMatchObject({
      state: "failed",
      attempts: 1,
      error: { status: 409, message: "Refused.", reason: "book_on_loan", holder },
    });
    expect(waiting).toMatchObject({ state: "pending", dependsOn: failed!.id });
    expect(await db.posts.get(post)).toBeUndefined();
    expect(server.requests).toHaveLength(1);
  });

  it("keeps a 409 without a reason (same key still being answered) pending to retry", async () => {
    await createPost({ timeline, body: "first" });
    server.failNext(409, { "Retry-After": "1" }, { message: "Still processing." });
    const stop = await replayQueue(db, opts);
    expect(stop.reason).toBe("waiting");
    expect((await rows())[0]).toMatchObject({ state: "pending", attempts: 1 });
  });

  it("amending rewrites the payload, re-applies it and sends it under a new key, dependents after", async () => {
    const post = await createPost({ timeline, body: "AP-03001" });
    await addComment(post, "on it");
    conflict("book_code_taken");
    await replayQueue(db, opts);
    const [failed] = await rows();

    await amendMutation(failed!.id, { body: "AP-03007" });
    const [amended, child] = await rows();
    expect(amended).toMatchObject({ state: "pending", attempts: 0, payload: { body: "AP-03007" } });
    expect(amended!.error).toBeUndefined();
    expect(amended!.id).not.toBe(failed!.id);
    expect(child!.dependsOn).toBe(amended!.id);
    expect((await db.posts.get(post))?.body).toBe("AP-03007");

    expect(await replayQueue(db, opts)).toEqual({ reason: "empty" });
    expect([...server.posts.values()].map((p) => p.body)).toEqual(["AP-03007"]);
    expect([...server.comments.values()].map((c) => c.body)).toEqual(["on it"]);
    const keys = server.requests.filter((r) => r.path === "users/1/posts").map((r) => r.key);
    expect(keys).toEqual([failed!.id, amended!.id]);
  });

  it("retrying a conflict (the copy was returned meanwhile) uses a new key too", async () => {
    await createPost({ timeline, body: "lend" });
    conflict("book_on_loan", { holder });
    await replayQueue(db, opts);
    const [failed] = await rows();
    await retryMutation(failed!.id);
    await replayQueue(db, opts);
    expect(await db.outbox.count()).toBe(0);
    const keys = server.requests.map((r) => r.key);
    expect(new Set(keys).size).toBe(2);
  });

  it("dropping a refused row drops what waits for it and rolls their changes back", async () => {
    const post = await createPost({ timeline, body: "first" });
    const comment = await addComment(post, "on it");
    conflict("already_member");
    await replayQueue(db, opts);
    await discardMutation((await rows())[0]!.id);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.comments.get(comment)).toBeUndefined();
  });
});
