// Editing a comment offline: optimistic text, folding into an unsent create or edit, replay, rollback on 4xx.
import { wire, wireAll } from "../api/wire.test-util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../api/client";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { addComment, editComment } from "./actions";
import { author, reader } from "./fakeServer.test-util";
import { pullPage } from "./pull";
import { replayQueue } from "./engine";
import { fakeApi, freshMirror, jsonResponse } from "./testing";

let db: MirrorDb;
let sent: { method: string; path: string; body: unknown; key: string | null }[];
let status: number;
const opts = { now: () => 1_000_000, random: () => 0.5 };

const comment = (id: number, body: string) => ({
  id,
  post_id: 5,
  body,
  user: author,
  created_at: "2026-11-22T10:00:00.000Z",
});

beforeEach(async () => {
  db = await freshMirror();
  useSession.getState().signIn("token", reader);
  sent = [];
  status = 200;
  fakeApi(async (request) => {
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api\//, "") + url.search;
    const body = request.method === "GET" ? null : ((await request.json()) as { body: string });
    sent.push({ method: request.method, path, body, key: request.headers.get("idempotency-key") });
    if (request.method === "GET") return jsonResponse(200, pageOf([comment(9, "old text")]));
    if (status !== 200) return jsonResponse(status, { message: "Only the author can edit." });
    const id = path.startsWith("posts/5/comments/")
      ? Number(path.split("/")[3]!.split("?")[0])
      : 77;
    return jsonResponse(id === 77 ? 201 : 200, { data: wire(comment(id, body!.body)) });
  });
  await db.posts.put({
    id: 5,
    title: null,
    body: "hello",
    image_url: null,
    created_at: "2026-11-22T10:00:00.000Z",
    user: author,
    postable_type: "user",
    postable: author,
    comments_data: { total: 1, latest: [comment(9, "old text")] },
    likes_data: { total: 0, users: [] },
    my_like: null,
  });
  await db.comments.put(comment(9, "old text"));
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

const pageOf = (data: { id: number }[]) => ({
  data: wireAll(data),
  meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length },
  links: { first: null, last: null, prev: null, next: null },
});
const rows = () => db.outbox.orderBy("seq").toArray();

describe("editComment", () => {
  it("changes the text at once, queues one edit, and sends it as POST ?_method=PUT", async () => {
    await editComment(9, 5, "new text");
    await editComment(9, 5, "newer text");
    const queued = await rows();
    expect(queued.map((r) => [r.kind, r.entityKey, r.payload.body])).toEqual([
      ["comment.update", "comment:9", "newer text"],
    ]);
    const local = await db.comments.get(9);
    expect(local).toMatchObject({ body: "newer text", pendingBy: queued[0]!.id });
    expect((await db.posts.get(5))?.comments_data.latest[0]?.body).toBe("newer text");

    // A refresh from the server does not undo the queued edit.
    await pullPage({ resource: "comments", postId: 5 }, db);
    expect((await db.comments.get(9))?.body).toBe("newer text");

    await replayQueue(db, opts);
    expect(sent.filter((r) => r.method === "POST")).toEqual([
      {
        method: "POST",
        path: "posts/5/comments/9?_method=PUT",
        body: { _method: "PUT", body: "newer text" },
        key: queued[0]!.id,
      },
    ]);
    expect(await db.outbox.count()).toBe(0);
    const done = await db.comments.get(9);
    expect(done?.body).toBe("newer text");
    expect(done?.pendingBy).toBeUndefined();
  });

  it("folds an edit of an unsent comment into its create", async () => {
    const tmp = await addComment(5, "frist");
    await editComment(tmp, 5, "first");
    const queued = await rows();
    expect(queued.map((r) => [r.kind, r.payload.body])).toEqual([["comment.create", "first"]]);
    expect((await db.comments.get(tmp))?.body).toBe("first");
    await replayQueue(db, opts);
    expect(sent.map((r) => [r.path, r.body])).toEqual([["posts/5/comments", { body: "first" }]]);
    expect((await db.comments.get(77))?.body).toBe("first");
  });

  it("rolls back to the old text when the server refuses the edit", async () => {
    await editComment(9, 5, "not allowed");
    status = 403;
    await replayQueue(db, opts);
    const [failed] = await rows();
    expect(failed).toMatchObject({ kind: "comment.update", state: "failed" });
    const local = await db.comments.get(9);
    expect(local?.body).toBe("old text");
    expect(local?.pendingBy).toBeUndefined();
    expect((await db.posts.get(5))?.comments_data.latest[0]?.body).toBe("old text");
  });
});
