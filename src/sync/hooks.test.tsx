// Hooks show what the mirror holds at once, then refresh from the server when online.
import { wirePost } from "../api/wire.test-util";
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../api/client";
import type { MirrorDb } from "../db";
import { makePost } from "./fakeServer.test-util";
import {
  useBookSearch,
  useFailedMutationRows,
  useFeed,
  useMutationState,
  useOutbox,
} from "./hooks";
import { invalidateBookIndex } from "./search";
import { bookHaystack, COPY_DEFAULTS } from "../db";
import { fakeApi, freshMirror, jsonResponse } from "./testing";

let db: MirrorDb;
const post = (id: number, body: string) => makePost(id, body);

beforeEach(async () => {
  db = await freshMirror();
});
afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

describe("useFeed", () => {
  it("shows the stored feed while offline and does not call the server", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const handler = vi.fn(() => jsonResponse(500, {}));
    fakeApi(handler);
    await db.posts.put(post(1, "stored"));
    await db.timelineEntries.put({ timeline: "feed", postId: 1, rank: 0 });
    const { result } = renderHook(() => useFeed());
    await waitFor(() => expect(result.current.posts?.map((p) => p.body)).toEqual(["stored"]));
    expect(handler).not.toHaveBeenCalled();
  });

  it("refreshes from the server on mount when online, and on focus", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    let body = "fresh";
    const handler = vi.fn(() =>
      jsonResponse(200, {
        data: [wirePost(post(2, body))],
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 },
      }),
    );
    fakeApi(handler);
    const { result } = renderHook(() => useFeed());
    await waitFor(() => expect(result.current.posts?.map((p) => p.body)).toEqual(["fresh"]));
    expect(result.current.hasMore).toBe(false);
    body = "after focus";
    window.dispatchEvent(new Event("focus"));
    await waitFor(() => expect(result.current.posts?.map((p) => p.body)).toEqual(["after focus"]));
  });

  it("keeps the same posts when a refresh brings the same page, so no card renders again", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    let second = "two";
    const handler = vi.fn(() =>
      jsonResponse(200, {
        data: [post(1, "one"), post(2, second)].map(wirePost),
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 10, total: 2 },
      }),
    );
    fakeApi(handler);
    const { result } = renderHook(() => useFeed());
    await waitFor(() => expect(result.current.posts?.map((p) => p.body)).toEqual(["one", "two"]));
    const first = result.current.posts!;
    window.dispatchEvent(new Event("focus"));
    await waitFor(() => expect(handler).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(result.current.loading).toBe(false));
    // Read again after the same page was written: the very same list.
    await db.posts.update(1, { body: "one" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.posts).toBe(first);
    second = "two, edited";
    window.dispatchEvent(new Event("focus"));
    await waitFor(() => expect(result.current.posts?.[1]?.body).toBe("two, edited"));
    expect(result.current.posts).not.toBe(first);
    expect(result.current.posts![0]).toBe(first[0]);
  });

  it("keeps the stored feed and reports the error when the refresh fails", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    fakeApi(() => jsonResponse(503, { message: "Down" }));
    await db.posts.put(post(1, "stored"));
    await db.timelineEntries.put({ timeline: "feed", postId: 1, rank: 0 });
    const { result } = renderHook(() => useFeed());
    await waitFor(() => expect(result.current.error?.status).toBe(503));
    expect(result.current.posts?.map((p) => p.body)).toEqual(["stored"]);
  });
});

describe("useMutationState", () => {
  const row = (id: string, entityKey: string, state: "pending" | "failed") => ({
    id,
    kind: "post.update",
    payload: {},
    entityKey,
    createdAt: "",
    attempts: 0,
    nextAttemptAt: 0,
    state,
  });

  it("reads one outbox query for every badge and the sync panel's queue, a refused write showing over a queued one", async () => {
    const reads = vi.spyOn(db.outbox, "toArray");
    const otherQueries = vi.spyOn(db.outbox, "orderBy");
    const post = renderHook(() => useMutationState("post:1"));
    const like = renderHook(() => useMutationState("like:post:1"));
    const other = renderHook(() => useMutationState("post:2"));
    const queue = renderHook(() => useOutbox());
    await waitFor(() => expect(reads).toHaveBeenCalledTimes(1));
    await db.outbox.bulkAdd([
      row("a", "post:1", "pending"),
      row("b", "post:1", "failed"),
      row("c", "like:post:1", "pending"),
    ]);
    await waitFor(() => expect(post.result.current).toBe("failed"));
    expect(like.result.current).toBe("pending");
    expect(other.result.current).toBeUndefined();
    expect(queue.result.current.map((r) => r.id)).toEqual(["a", "b", "c"]);
    expect(reads).toHaveBeenCalledTimes(2);
    expect(otherQueries).not.toHaveBeenCalled();
  });

  it("follows the outbox for one entity", async () => {
    const { result } = renderHook(() => useMutationState("post:9"));
    await db.outbox.add({
      id: "m",
      kind: "post.update",
      payload: { postId: 9 },
      entityKey: "post:9",
      createdAt: "",
      attempts: 0,
      nextAttemptAt: 0,
      state: "pending",
    });
    await waitFor(() => expect(result.current).toBe("pending"));
    await db.outbox.toCollection().modify({ state: "failed" });
    await waitFor(() => expect(result.current).toBe("failed"));
  });
});

describe("useFailedMutationRows", () => {
  it("keeps the same list while only other writes come and go, and shows a new refusal", async () => {
    const base = {
      kind: "post.update",
      payload: {},
      createdAt: "",
      nextAttemptAt: 0,
    };
    await db.outbox.add({ ...base, id: "f", entityKey: "post:1", attempts: 1, state: "failed" });
    const reads = vi.spyOn(db.outbox, "toArray");
    const { result } = renderHook(() => useFailedMutationRows());
    await waitFor(() => expect(result.current.map((r) => r.id)).toEqual(["f"]));
    const first = result.current;
    const before = reads.mock.calls.length;
    await db.outbox.add({ ...base, id: "p", entityKey: "post:2", attempts: 0, state: "pending" });
    // The outbox was read again, and the list of refusals is still the same array.
    await waitFor(() => expect(reads.mock.calls.length).toBeGreaterThan(before));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(result.current).toBe(first);
    await db.outbox.where("id").equals("p").modify({ state: "failed", attempts: 1 });
    await waitFor(() => expect(result.current.map((r) => r.id)).toEqual(["f", "p"]));
  });
});

describe("useBookSearch", () => {
  it("finds mirrored books by a Bangla title typed with a different spelling of য়", async () => {
    invalidateBookIndex();
    const book = {
      id: 1,
      libraryId: 4,
      code: "K-1",
      title: "ন\u09DFনচারা",
      authors: ["সৈয়দ ওয়ালীউল্লাহ"],
      shelf: null,
      box: null,
      coverUrl: null,
      bookId: 1,
      ...COPY_DEFAULTS,
    };
    await db.books.put({ ...book, search: bookHaystack(book) });
    const { result, rerender } = renderHook(({ q }) => useBookSearch(4, q), {
      initialProps: { q: "ন\u09AF\u09BCন" },
    });
    await waitFor(() => expect(result.current?.map((b) => b.id)).toEqual([1]));
    rerender({ q: "nothing" });
    await waitFor(() => expect(result.current).toEqual([]));
  });
});
