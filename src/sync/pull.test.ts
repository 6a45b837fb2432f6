// Pulling pages into the mirror keeps local changes, the whole catalogue mirrors with progress, search is local.
import { wire, wireAny } from "../api/wire.test-util";
import { MODEL_TYPES, toResource } from "../api/schemas/resource";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "../api/client";
import { useSession } from "../session/session";
import type { MirrorDb } from "../db";
import { createPost } from "./actions";
import { reader, makePost } from "./fakeServer.test-util";
import { mirrorLibraryCatalogue, type CatalogueProgress } from "./catalogue";
import { pullFollowState, pullPage } from "./pull";
import { follow } from "./actions";
import { searchBooks } from "./search";
import { fakeApi, freshMirror, jsonResponse, wholeListResponse } from "./testing";

let db: MirrorDb;
const post = (id: number, body: string) => makePost(id, body);
const page = <T extends { id: number }>(
  data: T[],
  current: number,
  last: number,
  perPage = 10,
) => ({
  data: data.map(wireAny),
  links: { prev: null, next: current < last ? `?page=${current + 1}` : null },
  meta: { current_page: current, last_page: last, per_page: perPage, total: last * perPage },
});

beforeEach(async () => {
  db = await freshMirror();
});
afterEach(() => configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined }));

async function feedOrder(): Promise<(string | number)[]> {
  const entries = await db.timelineEntries
    .where("[timeline+rank]")
    .between(["feed", -Infinity], ["feed", Infinity])
    .toArray();
  return entries.map((e) => e.postId);
}

describe("pullPage", () => {
  it("stores the feed in server order below posts created here and not yet sent", async () => {
    useSession.getState().signIn("t", reader);
    const tmp = await createPost({ timeline: { type: "user", id: 1 }, body: "mine" });
    fakeApi(() => jsonResponse(200, page([post(9, "nine"), post(8, "eight")], 1, 2, 2)));
    const result = await pullPage({ resource: "feed" });
    expect(result).toMatchObject({ page: 1, lastPage: 2, hasMore: true });
    expect(await feedOrder()).toEqual([tmp, 9, 8]);
    fakeApi(() => jsonResponse(200, page([post(7, "seven")], 2, 2, 2)));
    await pullPage({ resource: "feed", page: 2 });
    expect(await feedOrder()).toEqual([tmp, 9, 8, 7]);
    // A fresh first page replaces the old server order.
    fakeApi(() => jsonResponse(200, page([post(10, "ten")], 1, 1, 2)));
    await pullPage({ resource: "feed" });
    expect(await feedOrder()).toEqual([tmp, 10]);
  });

  it("does not overwrite a post with a queued change", async () => {
    await db.posts.put({ ...post(5, "edited here"), postable_type: "user" } as never);
    await db.outbox.add({
      id: "m1",
      kind: "post.update",
      payload: { postId: 5 },
      entityKey: "post:5",
      createdAt: "",
      attempts: 0,
      nextAttemptAt: 0,
      state: "pending",
    });
    fakeApi(() => jsonResponse(200, page([post(5, "server copy")], 1, 1)));
    await pullPage({ resource: "feed" });
    expect((await db.posts.get(5))?.body).toBe("edited here");
  });
});

const book = (id: number, title: string, authorName: string) => ({
  id,
  library_id: 3,
  book_code: `B-${id}`,
  shelf_number: null,
  box_number: null,
  status: "available",
  withdrawn: null,
  current_issue_id: null,
  book: {
    id,
    title,
    cover_url: null,
    authors: [{ id: 1, name: authorName }],
    isbn: null,
    publisher: null,
    year: null,
    language: null,
    category: null,
  },
});

describe("mirrorLibraryCatalogue and searchBooks", () => {
  it("takes every book and every member in one answer each, with progress, then finds books locally", async () => {
    const seen: string[] = [];
    fakeApi((req) => {
      const url = new URL(req.url);
      seen.push(`${url.pathname}${url.search ? " changed" : ""}`);
      if (url.pathname.endsWith("/books/snapshot")) {
        const books = [
          book(1, "পথের পাঁচালী", "বিভূতিভূষণ"),
          book(2, "Gitanjali", "Tagore"),
          book(3, "আরণ্যক", "বিভূতিভূষণ"),
        ];
        return jsonResponse(200, {
          data: books.map((b) => toResource(b)),
          meta: { total: 3, as_of: "2026-11-20T00:00:00Z", version: "v1" },
        });
      }
      return wholeListResponse([]);
    });
    const progress: CatalogueProgress[] = [];
    await mirrorLibraryCatalogue(3, (p) => progress.push(p));
    expect(seen).toEqual(["/api/libraries/3/books/snapshot", "/api/libraries/3/members/snapshot"]);
    expect(progress.map((p) => p.phase)).toEqual(["books", "members", "done"]);
    expect((await searchBooks(3, "বিভূতি")).map((b) => b.id).sort()).toEqual([1, 3]);
    expect((await searchBooks(3, "gitan TAGORE")).map((b) => b.id)).toEqual([2]);
    expect((await searchBooks(3, "b-3")).map((b) => b.id)).toEqual([3]);
    expect(await searchBooks(3, "nothing")).toEqual([]);

    // Saved again later (or by the desk, which shares the copies): only what changed since is asked for.
    seen.length = 0;
    await mirrorLibraryCatalogue(3);
    expect(seen).toEqual([
      "/api/libraries/3/books/snapshot changed",
      "/api/libraries/3/members/snapshot",
    ]);
    expect(await db.books.count()).toBe(3);
  });
});

describe("pullFollowState", () => {
  it("stores the server's follow state unless a follow change is queued", async () => {
    let following = true;
    fakeApi(() =>
      following
        ? jsonResponse(200, { data: wire({ id: 4, followable_type: MODEL_TYPES.library }) })
        : new Response("", { status: 200 }),
    );
    expect(await pullFollowState({ type: "library", id: 3 })).toBe(true);
    expect((await db.follows.get("library:3"))?.following).toBe(true);
    following = false;
    await pullFollowState({ type: "library", id: 3 });
    expect((await db.follows.get("library:3"))?.following).toBe(false);
    await follow({ type: "library", id: 3 });
    await pullFollowState({ type: "library", id: 3 });
    expect((await db.follows.get("library:3"))?.following).toBe(true);
  });
});
