// A block keeps two readers apart in BOTH directions, over every way one could reach the other:
// profile, timelines, feed, library timelines, comments, likes, reports, follows, search and follow
// lists; nothing but a plain "not found" (or "invalid id") tells; unblocking brings visibility back.
/* eslint-disable @typescript-eslint/no-explicit-any -- answers are read loosely and checked with expect() */
import { beforeAll, describe, expect, it } from "vitest";
import { call, registerUser } from "../test/http";

type Account = { token: string; id: number; username: string };
interface Side {
  me: Account;
  /** A unique first name, to search for. */
  name: string;
  post: number;
  library: number;
  libraryPost: number;
  /** My comment on the witness's post. */
  comment: number;
}

let karima: Side;
let rahim: Side;
let witness: Account;
let witnessPost: number;
let blockId: number;

const tag = Date.now().toString(36);
const ok = async (res: Promise<{ status: number; text: string; body: any }>) => {
  const r = await res;
  if (r.status >= 300) throw new Error(`${r.status} ${r.text}`);
  return r.body;
};
const ids = (page: { data: { id: number }[] }) => page.data.map((p) => p.id);

async function side(first: string): Promise<Side> {
  const name = `${first}${tag}`;
  const me = await registerUser({ first_name: name });
  const post = (
    await ok(
      call(`/api/users/${me.id}/posts`, { token: me.token, json: { body: `${first} writes` } }),
    )
  ).data.id;
  const library = (
    await ok(
      call("/api/libraries", {
        token: me.token,
        json: { name: `lib-${first.toLowerCase()}-${tag}`, title: `${first}'s library` },
      }),
    )
  ).data;
  const libraryPost = (
    await ok(
      call(`/api/libraries/${library}/posts`, {
        token: me.token,
        json: { body: `${first}'s library news` },
      }),
    )
  ).data.id;
  return { me, name, post, library, libraryPost, comment: 0 };
}

beforeAll(async () => {
  [karima, rahim] = [await side("Karima"), await side("Rahim")];
  witness = await registerUser({ first_name: `Witness${tag}` });
  witnessPost = (
    await ok(
      call(`/api/users/${witness.id}/posts`, {
        token: witness.token,
        json: { body: "Witness writes" },
      }),
    )
  ).data.id;
  for (const [s, other] of [
    [karima, rahim],
    [rahim, karima],
  ] as const) {
    const t = s.me.token;
    await ok(call(`/api/users/${other.me.id}/follow`, { method: "POST", token: t }));
    await ok(call(`/api/libraries/${other.library}/follow`, { method: "POST", token: t }));
    await ok(call(`/api/users/${witness.id}/follow`, { method: "POST", token: t }));
    await ok(call(`/api/users/${s.me.id}/follow`, { method: "POST", token: witness.token }));
    s.comment = (
      await ok(
        call(`/api/posts/${witnessPost}/comments`, {
          token: t,
          json: { body: `${s.name} comments` },
        }),
      )
    ).data.id;
    await ok(call(`/api/posts/${witnessPost}/likes`, { token: t, json: {} }));
  }
  // Pages read before the block are in the page cache: the block must not leave them there.
  for (const s of [karima, rahim]) {
    await ok(call("/api/posts", { token: s.me.token }));
    await ok(call(`/api/users/${witness.id}/posts`, { token: s.me.token }));
  }
  const blocked = await ok(
    call("/api/blocks", {
      token: karima.me.token,
      json: { blockable_type: "User", blockable_id: rahim.me.id },
    }),
  );
  blockId = blocked.data.id;
});

const MISSING_USER = 2147483647;

describe.each([
  ["the blocked reader (Rahim) reaching Karima", () => [rahim, karima] as const],
  ["the blocker (Karima) reaching Rahim", () => [karima, rahim] as const],
])("%s", (_, pair) => {
  it("finds no profile, timeline, libraries or follow lists: a plain 404 like a missing user", async () => {
    const [me, other] = pair();
    const t = me.me.token;
    const missing = await call(`/api/users/${MISSING_USER}/posts`, { token: t });
    for (const path of [
      "",
      "/posts",
      "/libraries",
      "/followers",
      "/followings",
      "/following-by-me",
    ]) {
      const res = await call(`/api/users/${other.me.id}${path}`, { token: t });
      expect(res.status, path).toBe(404);
      expect(res.body, path).toEqual(missing.body);
    }
  });

  it("sees none of the other's posts in the feed or on a library timeline", async () => {
    const [me, other] = pair();
    const t = me.me.token;
    const feed = ids(await ok(call("/api/posts", { token: t })));
    expect(feed).not.toContain(other.post);
    expect(feed).not.toContain(other.libraryPost);
    expect(feed).toContain(me.post);
    const lib = await ok(call(`/api/libraries/${other.library}/posts`, { token: t }));
    expect(ids(lib)).not.toContain(other.libraryPost);
    expect(lib.meta.total).toBe(0);
    // The library itself stays reachable: only the person is hidden.
    expect((await call(`/api/libraries/${other.library}`, { token: t })).status).toBe(200);
  });

  it("cannot comment on, like, list or report the other's posts, nor report or follow them", async () => {
    const [me, other] = pair();
    const t = me.me.token;
    for (const post of [other.post, other.libraryPost]) {
      const comment = await call(`/api/posts/${post}/comments`, {
        token: t,
        json: { body: "Still here" },
      });
      expect(comment.status).toBe(404);
      expect(comment.body.message).toBe("Post not found.");
      expect((await call(`/api/posts/${post}/likes`, { token: t, json: {} })).status).toBe(404);
      expect((await call(`/api/posts/${post}/comments`, { token: t })).status).toBe(404);
      expect((await call(`/api/posts/${post}/likes`, { token: t })).status).toBe(404);
      expect((await call(`/api/posts/${post}/likes/my-like`, { token: t })).status).toBe(404);
    }
    const report = (type: string, id: number) =>
      call("/api/complains", {
        token: t,
        json: {
          subject: "Spam or scam",
          body: "Again and again.",
          complainable_type: type,
          complainable_id: id,
        },
      });
    const missing = await report("User", MISSING_USER);
    for (const [type, id] of [
      ["User", other.me.id],
      ["Post", other.post],
    ] as const) {
      const res = await report(type, id);
      expect(res.status, type).toBe(422);
      expect(res.body, type).toEqual(missing.body);
    }
    const follow = await call(`/api/users/${other.me.id}/follow`, { method: "POST", token: t });
    expect(follow.status).toBe(404);
    // Nothing landed where a third reader would see it.
    const seen = await ok(call(`/api/posts/${other.post}/comments`, { token: witness.token }));
    expect(seen.data).toEqual([]);
    const likes = await ok(call(`/api/posts/${other.post}/likes`, { token: witness.token }));
    expect(likes.data).toEqual([]);
  });

  it("does not meet the other in search, follow lists, or others' comments and likes", async () => {
    const [me, other] = pair();
    const t = me.me.token;
    const search = await ok(call(`/api/users?term=${other.name}`, { token: t }));
    expect(search.data).toEqual([]);
    const byWitness = await ok(call(`/api/users?term=${other.name}`, { token: witness.token }));
    expect(ids(byWitness)).toEqual([other.me.id]);
    const followers = await ok(call(`/api/users/${witness.id}/followers`, { token: t }));
    const followerIds = followers.data.map((f: any) => f.attributes.user.id);
    expect(followerIds).toContain(me.me.id);
    expect(followerIds).not.toContain(other.me.id);
    expect(followers.meta.total).toBe(1);
    const followings = await ok(call(`/api/users/${witness.id}/followings`, { token: t }));
    expect(followings.data.map((f: any) => f.attributes.followable.id)).toEqual([me.me.id]);
    const comments = await ok(call(`/api/posts/${witnessPost}/comments`, { token: t }));
    expect(ids(comments)).toEqual([me.comment]);
    expect(comments.meta.total).toBe(1);
    const likes = await ok(call(`/api/posts/${witnessPost}/likes`, { token: t }));
    expect(likes.data.map((l: any) => l.attributes.user.id)).toEqual([me.me.id]);
    expect(likes.meta.total).toBe(1);
    const timeline = await ok(call(`/api/users/${witness.id}/posts`, { token: t }));
    const post = timeline.data.find((p: any) => p.id === witnessPost).attributes;
    expect(post.comments_summary.data.map((c: any) => c.attributes.user.id)).toEqual([me.me.id]);
    expect(post.comments_summary.meta.total).toBe(1);
    expect(post.likes_summary.data.map((l: any) => l.attributes.user.id)).not.toContain(
      other.me.id,
    );
    // Their like is not counted either: the total and the names agree.
    expect(post.likes_summary.meta.total).toBe(1);
    // The witness still sees both.
    const all = await ok(call(`/api/posts/${witnessPost}/comments`, { token: witness.token }));
    expect(all.meta.total).toBe(2);
  });
});

describe("unblocking", () => {
  it("brings back profile, posts, comments, likes and search both ways, but not the follows", async () => {
    const done = await call(`/api/blocks/${blockId}`, { method: "DELETE", token: karima.me.token });
    expect(done.status).toBe(200);
    for (const [me, other] of [
      [rahim, karima],
      [karima, rahim],
    ] as const) {
      const t = me.me.token;
      expect((await call(`/api/users/${other.me.id}`, { token: t })).status).toBe(200);
      expect(ids(await ok(call(`/api/users/${other.me.id}/posts`, { token: t })))).toEqual([
        other.post,
      ]);
      expect(ids(await ok(call(`/api/libraries/${other.library}/posts`, { token: t })))).toEqual([
        other.libraryPost,
      ]);
      expect(ids(await ok(call("/api/posts", { token: t })))).toContain(other.libraryPost);
      expect((await ok(call(`/api/posts/${witnessPost}/comments`, { token: t }))).meta.total).toBe(
        2,
      );
      expect(ids(await ok(call(`/api/users?term=${other.name}`, { token: t })))).toEqual([
        other.me.id,
      ]);
      expect((await call(`/api/posts/${other.post}/likes`, { token: t, json: {} })).status).toBe(
        201,
      );
      expect(
        (
          await call(`/api/posts/${other.post}/comments`, {
            token: t,
            json: { body: "Hello again" },
          })
        ).status,
      ).toBe(201);
      const following = await call(`/api/users/${other.me.id}/following-by-me`, { token: t });
      expect(following.status).toBe(200);
      expect(following.text).toBe("");
    }
  });
});
