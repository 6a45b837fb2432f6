// Test kit for the feed screens: a signed-in reader, a fresh mirror, and a fake server that also pages the feed.
import { vi } from "vitest";
import type { User } from "../../api/schemas";
import { useSession } from "../../session/session";
import type { MirrorDb, PostRow } from "../../db";
import { wirePost } from "../../api/wire.test-util";
import { fakeServer, reader, type FakeServer } from "../../sync/fakeServer.test-util";
import { fakeApi, freshMirror, jsonResponse } from "../../sync/testing";

export const me: User = reader;

export const other = {
  id: 7,
  first_name: "Tomal",
  surname: "Roy",
  nickname: null,
  photo_url: null,
};

export function makePost(id: number, body: string, fields: Partial<PostRow> = {}): PostRow {
  return {
    id,
    title: null,
    body,
    image_url: null,
    created_at: new Date(Date.now() - id * 60_000).toISOString(),
    user: other,
    postable_type: "user",
    postable: other,
    comments_data: { total: 0, latest: [] },
    likes_data: { total: 0, users: [] },
    my_like: null,
    ...fields,
  };
}

export interface FeedWorld {
  db: MirrorDb;
  server: FakeServer;
  /** Feed pages the fake server answers GET /posts with (page 1 first). */
  pages: PostRow[][];
  online: (value: boolean) => void;
}

/** A signed-in reader with an empty mirror, offline until `online(true)`. */
export async function feedWorld(pages: PostRow[][] = [[]]): Promise<FeedWorld> {
  const db = await freshMirror();
  useSession.setState({ token: "token", user: me });
  const server = fakeServer();
  const world: FeedWorld = { db, server, pages, online: () => undefined };
  fakeApi(async (request) => {
    const url = new URL(request.url);
    if (request.method === "GET" && url.pathname === "/api/posts") {
      const page = Number(url.searchParams.get("page") ?? 1);
      const last = Math.max(1, world.pages.length);
      // Posts written through the fake server (ids from 500) lead page 1, as the real feed would show them.
      const written = [...server.posts.values()]
        .filter((p) => p.id >= 500)
        .reverse()
        .map((p) => makePost(p.id, p.body, { user: me, postable: me, title: p.title }));
      const data =
        page === 1 ? [...written, ...(world.pages[0] ?? [])] : (world.pages[page - 1] ?? []);
      return jsonResponse(200, {
        data: data.map((p) => wirePost(p as PostRow & { id: number })),
        links: { prev: null, next: page < last ? `/api/posts?page=${page + 1}` : null },
        meta: {
          current_page: page,
          last_page: last,
          per_page: 10,
          total: world.pages.flat().length,
        },
      });
    }
    if (request.method === "GET" && /^\/api\/posts\/\d+\/comments$/.test(url.pathname)) {
      return jsonResponse(200, {
        data: [],
        links: { prev: null, next: null },
        meta: { current_page: 1, last_page: 1, per_page: 10, total: 0 },
      });
    }
    return server.handler(request);
  });
  let isOnline = false;
  vi.spyOn(navigator, "onLine", "get").mockImplementation(() => isOnline);
  world.online = (value) => {
    isOnline = value;
    window.dispatchEvent(new Event(value ? "online" : "offline"));
  };
  return world;
}
