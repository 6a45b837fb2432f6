// Malformed answers (an HTML error page, truncated JSON, wrong types, missing fields) never replace the mirror's
// last good data: the pull fails with an ApiError the screen can show, and what the reader saw stays.
import { wirePost } from "../api/wire.test-util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { isApiError } from "../api/errors";
import type { MirrorDb } from "../db";
import { useSession } from "../session/session";
import { addComment, createPost } from "./actions";
import { author, fakeServer, reader, makePost } from "./fakeServer.test-util";
import { pullPage } from "./pull";
import { replayQueue } from "./engine";
import { fakeApi, freshMirror, jsonResponse } from "./testing";

let db: MirrorDb;
const post = (id: number, body: string) => makePost(id, body);
const page = (data: unknown, current = 1, last = 1) => ({
  data: Array.isArray(data) ? data.map(wirePost) : data,
  links: { prev: null, next: null },
  meta: { current_page: current, last_page: last, per_page: 10, total: 2 },
});

const text = (status: number, body: string, type: string) =>
  new Response(body, { status, headers: { "Content-Type": type } });

/** Answers a screen must survive, with what each is. */
const MALFORMED: [string, () => Response][] = [
  [
    "a proxy's HTML error page",
    () => text(502, "<html><body><h1>502 Bad Gateway</h1></body></html>", "text/html"),
  ],
  ["HTML with 200", () => text(200, "<!doctype html><title>Login</title>", "text/html")],
  ["truncated JSON", () => text(200, '{"data":[{"id":9,"body":"ni', "application/json")],
  ["empty body", () => text(200, "", "application/json")],
  ["data is not a list", () => jsonResponse(200, page("nine"))],
  [
    "a post without its author",
    () => jsonResponse(200, page([{ ...post(11, "x"), user: undefined }])),
  ],
  ["an id that is a word", () => jsonResponse(200, page([{ ...post(11, "x"), id: "eleven" }]))],
  [
    "body of the wrong type",
    () => jsonResponse(200, page([{ ...post(11, "x"), body: { html: 1 } }])),
  ],
  ["no paging meta", () => jsonResponse(200, { data: [post(11, "x")] })],
  ["null", () => jsonResponse(200, null)],
];

async function feed(): Promise<{ order: (string | number)[]; bodies: (string | undefined)[] }> {
  const entries = await db.timelineEntries
    .where("[timeline+rank]")
    .between(["feed", -Infinity], ["feed", Infinity])
    .toArray();
  const order = entries.map((e) => e.postId);
  const bodies = await Promise.all(
    order.map(async (id) => (await db.posts.get(id as never))?.body),
  );
  return { order, bodies };
}

beforeEach(async () => {
  db = await freshMirror();
  fakeApi(() => jsonResponse(200, page([post(9, "nine"), post(8, "eight")])));
  await pullPage({ resource: "feed" });
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

describe("malformed API answers", () => {
  it("the mirror holds the last good feed to start with", async () => {
    expect(await feed()).toEqual({ order: [9, 8], bodies: ["nine", "eight"] });
  });

  it.each(MALFORMED)(
    "%s: the pull fails with an ApiError and the feed stays",
    async (_, answer) => {
      fakeApi(answer);
      const error = await pullPage({ resource: "feed" }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(isApiError(error), String(error)).toBe(true);
      expect((error as Error).message.length).toBeGreaterThan(0);
      expect(await feed()).toEqual({ order: [9, 8], bodies: ["nine", "eight"] });
    },
  );
});

describe("a screen still holding a temporary id", () => {
  it("a mutation queued with it after the post was sent goes out with the server's id", async () => {
    useSession.getState().signIn("t", reader);
    const server = fakeServer();
    fakeApi(server.handler);
    const temp = await createPost({ timeline: { type: "user", id: author.id }, body: "sent" });
    expect((await replayQueue(db, { random: () => 0 })).reason).toBe("empty");
    await addComment(temp, "late comment");
    expect((await replayQueue(db, { random: () => 0 })).reason).toBe("empty");
    const last = server.requests.at(-1)!;
    expect(`${last.method} ${last.path}`).toMatch(/^POST posts\/\d+\/comments$/);
    expect(await db.outbox.count()).toBe(0);
    expect([...server.comments.values()].map((c) => c.body)).toEqual(["late comment"]);
  });
});
