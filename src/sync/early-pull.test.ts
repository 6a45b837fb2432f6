// The feed's first page pulled at start: the first screen that asks for it takes that answer instead of
// fetching again; another page, another reader's mirror or a stale answer is fetched afresh.
import { wirePost } from "../api/wire.test-util";
import type { PostRow } from "../db";
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { configureApi } from "../api/client";
import { useSession } from "../session/session";
import { makePost, me } from "../features/feed/feedTestKit.test-util";
import { pullEarly, takeEarlyPull } from "./early-pull";
import { useFeed } from "./hooks";
import { fakeApi, freshMirror, jsonResponse } from "./testing";

let feedAsks = 0;

beforeEach(async () => {
  feedAsks = 0;
  await freshMirror();
  useSession.setState({ token: "token", user: me });
  fakeApi((request) => {
    const url = new URL(request.url);
    if (url.pathname !== "/api/posts") return jsonResponse(404, {});
    feedAsks++;
    const page = Number(url.searchParams.get("page") ?? 1);
    return jsonResponse(200, {
      data: [wirePost(makePost(page, `post on page ${page}`) as PostRow & { id: number })],
      links: { prev: null, next: null },
      meta: { current_page: page, last_page: 2, per_page: 10, total: 2 },
    });
  });
});

afterEach(() => {
  configureApi({ prefixUrl: "/api", fetch: undefined, token: undefined });
  vi.restoreAllMocks();
});

it("hands the early answer to the first ask for the same page, once", async () => {
  pullEarly({ resource: "feed", page: 1 });
  await expect(takeEarlyPull({ resource: "feed" })).resolves.toMatchObject({ page: 1 });
  expect(takeEarlyPull({ resource: "feed", page: 1 })).toBeNull();
  expect(feedAsks).toBe(1);
});

it("is not taken for another page, another reader's mirror or once stale, and not started offline", async () => {
  pullEarly({ resource: "feed", page: 1 });
  expect(takeEarlyPull({ resource: "feed", page: 2 })).toBeNull();

  pullEarly({ resource: "feed", page: 1 });
  await freshMirror();
  expect(takeEarlyPull({ resource: "feed", page: 1 })).toBeNull();

  pullEarly({ resource: "feed", page: 1 });
  const now = Date.now();
  vi.spyOn(Date, "now").mockReturnValue(now + 10_000);
  expect(takeEarlyPull({ resource: "feed", page: 1 })).toBeNull();
  vi.restoreAllMocks();

  vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
  // The three pulls above have all asked.
  await vi.waitFor(() => expect(feedAsks).toBe(3));
  const before = feedAsks;
  pullEarly({ resource: "feed", page: 1 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(feedAsks).toBe(before);
  expect(takeEarlyPull({ resource: "feed", page: 1 })).toBeNull();
});

it("the feed's first refresh takes the early page instead of asking the server again", async () => {
  pullEarly({ resource: "feed", page: 1 });
  const { result } = renderHook(() => useFeed());
  await waitFor(() => expect(result.current.posts?.map((p) => p.body)).toEqual(["post on page 1"]));
  await waitFor(() => expect(result.current.hasMore).toBe(true));
  expect(feedAsks).toBe(1);
  // A refresh after that asks the server.
  await result.current.refresh();
  expect(feedAsks).toBe(2);
});
