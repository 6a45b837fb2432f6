// Contract tests for the feed, timelines, posts, comments and likes over real HTTP.
import * as v from "valibot";
import { Comment, Data, Like, Paged, Post } from "../../src/api/schemas";
import { call, login, RAHIM, registerUser } from "../test/http";

const PostPage = Paged(Post);
type Reader = Awaited<ReturnType<typeof registerUser>>;

/** A 1×1 PNG. */
const PNG = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
    "base64",
  ),
);

async function post(who: Reader, body: string, title?: string) {
  const res = await call(`/api/users/${who.id}/posts`, {
    token: who.token,
    json: { body, ...(title ? { title } : {}) },
  });
  expect(res.status).toBe(201);
  return v.parse(Data(Post), res.body).data;
}

async function feedIds(who: Reader): Promise<number[]> {
  const res = await call("/api/posts", { token: who.token });
  expect(res.status).toBe(200);
  return v.parse(PostPage, res.body).data.map((p) => p.id);
}

async function alokitoId(token: string): Promise<number> {
  return (await call("/api/searches/alokito", { token })).body.data.id;
}

describe("feed", () => {
  it("shows own posts and those of followed users and libraries, newest first, never blocked authors", async () => {
    const me = await registerUser({ first_name: "Feed" });
    const friend = await registerUser({ first_name: "Friend" });
    const stranger = await registerUser({ first_name: "Stranger" });
    const mine = await post(me, "my own words");
    const friends = await post(friend, "a friend's words");
    const strangers = await post(stranger, "a stranger's words");

    expect(await feedIds(me)).toContain(mine.id);
    expect(await feedIds(me)).not.toContain(friends.id);

    expect(
      (await call(`/api/users/${friend.id}/follow`, { token: me.token, method: "POST" })).status,
    ).toBeLessThan(300);
    let ids = await feedIds(me);
    expect(ids).toContain(friends.id);
    expect(ids).not.toContain(strangers.id);
    expect(ids.indexOf(friends.id)).toBeLessThan(ids.indexOf(mine.id));

    // A library post reaches followers of the library (and its members: Rahim is one).
    const rahim = await login(RAHIM);
    const libId = await alokitoId(rahim);
    const libPost = await call(`/api/libraries/${libId}/posts`, {
      token: rahim,
      json: { body: "Library opens at nine tomorrow" },
    });
    expect(libPost.status).toBe(201);
    const libPostId = libPost.body.data.id as number;
    expect(libPost.body.data.attributes.postable_type).toBe("App\\Models\\Library");
    expect(libPost.body.data.attributes.postable.name).toBe("alokito");
    expect(await feedIds(me)).not.toContain(libPostId);
    await call(`/api/libraries/${libId}/follow`, { token: me.token, method: "POST" });
    expect(await feedIds(me)).toContain(libPostId);
    await call(`/api/libraries/${libId}/unfollow`, { token: me.token, method: "DELETE" });
    expect(await feedIds(me)).not.toContain(libPostId);

    // Blocking the friend hides their posts from the feed, their timeline (404) and their comments.
    await call(`/api/posts/${mine.id}/comments`, { token: friend.token, json: { body: "hi!" } });
    const block = await call("/api/blocks", {
      token: me.token,
      json: { blockable_type: "User", blockable_id: friend.id },
    });
    expect(block.status).toBeLessThan(300);
    ids = await feedIds(me);
    expect(ids).not.toContain(friends.id);
    expect(ids).toContain(mine.id);
    const timeline = await call(`/api/users/${friend.id}/posts`, { token: me.token });
    expect(timeline.status).toBe(404);
    expect((await call(`/api/posts/${friends.id}/comments`, { token: me.token })).status).toBe(404);
    const comments = await call(`/api/posts/${mine.id}/comments`, { token: me.token });
    expect(comments.body.data).toEqual([]);
    // The friend still sees their own post.
    expect(await feedIds(friend)).toContain(friends.id);
  });

  it("pages by 10 with links.next and needs a login", async () => {
    expect((await call("/api/posts")).status).toBe(401);
    const me = await registerUser();
    for (let i = 0; i < 12; i += 1) await post(me, `post ${i}`);
    const first = v.parse(PostPage, (await call("/api/posts", { token: me.token })).body);
    expect(first.meta).toMatchObject({ per_page: 10, total: 12, last_page: 2, current_page: 1 });
    expect(first.data[0]!.body).toBe("post 11");
    // Path and query only: the test server has no PUBLIC_URL (server/http/paging.test.ts has one).
    expect(first.links.next).toBe("/api/posts?page=2");
    const second = v.parse(PostPage, (await call(first.links.next!, { token: me.token })).body);
    expect(second.data.map((p) => p.body)).toEqual(["post 1", "post 0"]);
    expect(second.links.next).toBeNull();
  });
});

describe("user timeline posts", () => {
  it("creates text and image posts, only on one's own timeline", async () => {
    const me = await registerUser();
    const other = await registerUser();
    const text = await post(me, "Line one\nLine two", "A title");
    expect(text).toMatchObject({
      title: "A title",
      body: "Line one\nLine two",
      image_url: null,
      postable_type: "user",
      comments_data: { total: 0, latest: [] },
      likes_data: { total: 0, users: [] },
      my_like: null,
    });
    expect(text.user.id).toBe(me.id);
    const withImage = await call(`/api/users/${me.id}/posts`, {
      token: me.token,
      form: { body: "Look", image: new Blob([PNG], { type: "image/png" }) },
    });
    expect(withImage.status).toBe(201);
    expect(withImage.body.data.attributes.image_url).toMatch(/^\/uploads\/.+\.png\?t=\d+$/);
    const picture = await fetch(
      new URL(withImage.body.data.attributes.image_url, (await import("../test/http")).serverUrl()),
    );
    expect(picture.status).toBe(200);
    const postUrl = `/api/users/${me.id}/posts/${withImage.body.data.id}`;
    const kept = await call(`${postUrl}?_method=PUT`, {
      token: me.token,
      form: { _method: "PUT", body: "Look again" },
    });
    expect(kept.body.data.attributes.image_url).toBe(withImage.body.data.attributes.image_url);
    const cleared = await call(postUrl, {
      token: me.token,
      method: "PUT",
      json: { body: "No picture", remove_image: true },
    });
    expect(cleared.body.data.attributes.image_url).toBeNull();
    const svg = await call(`/api/users/${me.id}/posts`, {
      token: me.token,
      form: {
        body: "Look",
        image: new Blob(["<svg><script>alert(1)</script></svg>"], { type: "image/png" }),
      },
    });
    expect(svg.status).toBe(422);
    expect(svg.body.errors.image).toHaveLength(1);
    const denied = await call(`/api/users/${other.id}/posts`, {
      token: me.token,
      json: { body: "not mine" },
    });
    expect(denied.status).toBe(403);
    const missing = await call(`/api/users/99999999/posts`, {
      token: me.token,
      json: { body: "nobody" },
    });
    expect(missing.status).toBe(404);
    expect((await call(`/api/users/${me.id}/posts`, { json: { body: "x" } })).status).toBe(401);
  });

  it("answers 422 with the field map", async () => {
    const me = await registerUser();
    const cases = [{}, { body: "   " }, { body: 12 }, { body: "x".repeat(10_001) }];
    for (const json of cases) {
      const res = await call(`/api/users/${me.id}/posts`, { token: me.token, json });
      expect(res.status, JSON.stringify(json).slice(0, 40)).toBe(422);
      expect(res.body.errors.body).toHaveLength(1);
    }
    const longTitle = await call(`/api/users/${me.id}/posts`, {
      token: me.token,
      json: { body: "ok", title: "t".repeat(256) },
    });
    expect(longTitle.body.errors.title).toHaveLength(1);
  });

  it("stores one post for a replayed Idempotency-Key", async () => {
    const me = await registerUser();
    const send = () =>
      call(`/api/users/${me.id}/posts`, {
        token: me.token,
        form: { body: "only once" },
        headers: { "idempotency-key": `post-${me.id}` },
      });
    const first = await send();
    const second = await send();
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    const list = await call(`/api/users/${me.id}/posts`, { token: me.token });
    expect(list.body.meta.total).toBe(1);
  });

  it("edits (PUT, or POST with _method=PUT) and deletes for the author only", async () => {
    const me = await registerUser();
    const other = await registerUser();
    const p = await post(me, "first draft", "Draft");
    const url = `/api/users/${me.id}/posts/${p.id}`;
    const edited = await call(`${url}?_method=PUT`, {
      token: me.token,
      form: { _method: "PUT", body: "second draft" },
    });
    expect(edited.status).toBe(200);
    const after = v.parse(Data(Post), edited.body).data;
    // The form carried no title: the post keeps it.
    expect(after).toMatchObject({ id: p.id, body: "second draft", title: "Draft" });
    const put = await call(url, { token: me.token, method: "PUT", json: { body: "third" } });
    expect(put.body.data.attributes.body).toBe("third");
    expect(
      (await call(url, { token: other.token, method: "PUT", json: { body: "hijack" } })).status,
    ).toBe(403);
    expect((await call(url, { token: other.token, method: "DELETE" })).status).toBe(403);
    expect(
      (await call(url, { token: me.token, method: "PUT", json: { body: "" } })).body.errors.body,
    ).toHaveLength(1);
    // The post lives on this timeline only.
    expect(
      (
        await call(`/api/users/${other.id}/posts/${p.id}`, {
          token: me.token,
          method: "DELETE",
        })
      ).status,
    ).toBe(404);
    const gone = await call(url, { token: me.token, method: "DELETE" });
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBeTruthy();
    expect((await call(url, { token: me.token, method: "DELETE" })).status).toBe(404);
    expect((await call(`/api/posts/${p.id}/comments`, { token: me.token })).status).toBe(404);
  });
});

describe("a post edit changes only the fields it carries", () => {
  async function check(base: string, token: string, id: number) {
    const url = `${base}/${id}`;
    const form = (fields: Record<string, string>) =>
      call(`${url}?_method=PUT`, { token, form: { _method: "PUT", ...fields } });
    const json = (fields: Record<string, unknown>) =>
      call(url, { token, method: "PUT", json: fields });
    const now = async () =>
      v.parse(PostPage, (await call(base, { token })).body).data.find((p) => p.id === id)!;

    expect((await form({ body: "body two" })).status).toBe(200);
    expect(await now()).toMatchObject({ title: "Kept title", body: "body two" });
    expect((await json({ body: "body three" })).status).toBe(200);
    expect(await now()).toMatchObject({ title: "Kept title", body: "body three" });
    // Only the title: the body stays.
    expect((await json({ title: "New title" })).status).toBe(200);
    expect(await now()).toMatchObject({ title: "New title", body: "body three" });
    expect((await form({ title: "Form title" })).status).toBe(200);
    expect(await now()).toMatchObject({ title: "Form title", body: "body three" });
    // Present and empty clears the title; the body cannot be cleared.
    expect((await form({ title: "" })).status).toBe(200);
    expect(await now()).toMatchObject({ title: null, body: "body three" });
    expect((await json({ title: "Again" })).status).toBe(200);
    expect((await json({ title: null })).status).toBe(200);
    expect(await now()).toMatchObject({ title: null, body: "body three" });
    const empty = await form({ body: "" });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.body).toHaveLength(1);
    expect(await now()).toMatchObject({ body: "body three" });
  }

  it("on a reader's timeline (multipart with _method=PUT and JSON)", async () => {
    const me = await registerUser();
    const p = await post(me, "body one", "Kept title");
    await check(`/api/users/${me.id}/posts`, me.token, p.id);
  });

  it("on a library's timeline", async () => {
    const rahim = await login(RAHIM);
    const base = `/api/libraries/${await alokitoId(rahim)}/posts`;
    const created = await call(base, { token: rahim, json: { body: "x", title: "Kept title" } });
    expect(created.status).toBe(201);
    await check(base, rahim, created.body.data.id);
    await call(`${base}/${created.body.data.id}`, { token: rahim, method: "DELETE" });
  });
});

describe("library timeline posts", () => {
  it("needs library_edit to post; the author or an editor may change or delete", async () => {
    const rahim = await login(RAHIM);
    const libId = await alokitoId(rahim);
    const reader = await registerUser();
    const base = `/api/libraries/${libId}/posts`;
    expect((await call(base, { token: reader.token, json: { body: "let me in" } })).status).toBe(
      403,
    );
    const created = await call(base, { token: rahim, json: { body: "Eid holiday notice" } });
    expect(created.status).toBe(201);
    const p = v.parse(Data(Post), created.body).data;
    const list = v.parse(PostPage, (await call(base, { token: reader.token })).body);
    expect(list.data.map((x) => x.id)).toContain(p.id);
    expect(
      (await call(`${base}/${p.id}`, { token: reader.token, method: "PUT", json: { body: "x" } }))
        .status,
    ).toBe(403);
    const edited = await call(`${base}/${p.id}?_method=PUT`, {
      token: rahim,
      form: { _method: "PUT", body: "Eid holiday: closed 3 days" },
    });
    expect(edited.body.data.attributes.body).toBe("Eid holiday: closed 3 days");
    expect((await call(`${base}/${p.id}`, { token: reader.token, method: "DELETE" })).status).toBe(
      403,
    );
    expect((await call(`${base}/${p.id}`, { token: rahim, method: "DELETE" })).status).toBe(200);
    expect((await call(`/api/libraries/99999999/posts`, { token: rahim })).status).toBe(404);
  });
});

describe("comments", () => {
  it("adds, lists oldest first, and summarises the latest three on the post", async () => {
    const me = await registerUser();
    const friend = await registerUser({ first_name: "Commenter" });
    const p = await post(me, "Comment on this");
    const url = `/api/posts/${p.id}/comments`;
    for (let i = 1; i <= 4; i += 1) {
      const res = await call(url, {
        token: i % 2 ? friend.token : me.token,
        json: { body: `c${i}` },
      });
      expect(res.status).toBe(201);
      const comment = v.parse(Data(Comment), res.body).data;
      expect(comment).toMatchObject({ post_id: p.id, body: `c${i}` });
    }
    const list = v.parse(Paged(Comment), (await call(url, { token: me.token })).body);
    expect(list.data.map((c) => c.body)).toEqual(["c1", "c2", "c3", "c4"]);
    const onPost = v.parse(
      PostPage,
      (await call(`/api/users/${me.id}/posts`, { token: friend.token })).body,
    ).data[0]!;
    expect(onPost.comments_data.total).toBe(4);
    expect(onPost.comments_data.latest.map((c: { body: string }) => c.body)).toEqual([
      "c2",
      "c3",
      "c4",
    ]);
    expect(
      (await call(url, { token: me.token, json: { body: "" } })).body.errors.body,
    ).toHaveLength(1);
    expect((await call(url, { token: me.token, json: { body: "x".repeat(5001) } })).status).toBe(
      422,
    );
    expect((await call(url, { json: { body: "anon" } })).status).toBe(401);
    expect(
      (await call("/api/posts/99999999/comments", { token: me.token, json: { body: "x" } })).status,
    ).toBe(404);
  });

  it("is deleted by its author or the post's author only", async () => {
    const author = await registerUser();
    const commenter = await registerUser();
    const bystander = await registerUser();
    const p = await post(author, "Rules of deletion");
    const url = `/api/posts/${p.id}/comments`;
    const a = (await call(url, { token: commenter.token, json: { body: "one" } })).body.data;
    const b = (await call(url, { token: commenter.token, json: { body: "two" } })).body.data;
    expect(
      (await call(`${url}/${a.id}`, { token: bystander.token, method: "DELETE" })).status,
    ).toBe(403);
    expect(
      (await call(`${url}/${a.id}`, { token: commenter.token, method: "DELETE" })).status,
    ).toBe(200);
    expect((await call(`${url}/${b.id}`, { token: author.token, method: "DELETE" })).status).toBe(
      200,
    );
    expect((await call(`${url}/${b.id}`, { token: author.token, method: "DELETE" })).status).toBe(
      404,
    );
    const comments = await call(url, { token: author.token });
    expect(comments.body.meta.total).toBe(0);
  });

  it("stores one comment for a replayed Idempotency-Key", async () => {
    const me = await registerUser();
    const p = await post(me, "once");
    const send = () =>
      call(`/api/posts/${p.id}/comments`, {
        token: me.token,
        json: { body: "just once" },
        headers: { "idempotency-key": `comment-${p.id}` },
      });
    const first = await send();
    const second = await send();
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect((await call(`/api/posts/${p.id}/comments`, { token: me.token })).body.meta.total).toBe(
      1,
    );
  });
});

describe("likes", () => {
  it("likes once per reader, summarises likers other than the caller, and unlikes", async () => {
    const author = await registerUser();
    const fans = await Promise.all(
      [1, 2, 3, 4].map((i) => registerUser({ first_name: `Fan${i}` })),
    );
    const p = await post(author, "Like me");
    const url = `/api/posts/${p.id}/likes`;
    const none = await call(`${url}/my-like`, { token: author.token });
    expect(none.status).toBe(200);
    expect(none.status).toBe(200);
    expect(none.text).toBe("");

    const mine = await call(url, { token: author.token, json: {} });
    expect(mine.status).toBe(201);
    const like = v.parse(Data(Like), mine.body).data;
    expect(like.emoji_html_code).toBe("&#128077;");
    const twice = await call(url, { token: author.token, json: { emoji_html_code: "&#128077;" } });
    expect(twice.status).toBe(200);
    expect(twice.body.data.id).toBe(like.id);
    for (const fan of fans)
      expect((await call(url, { token: fan.token, json: {} })).status).toBe(201);

    const list = v.parse(Paged(Like), (await call(url, { token: author.token })).body);
    expect(list.meta.total).toBe(5);
    const seen = v.parse(
      PostPage,
      (await call(`/api/users/${author.id}/posts`, { token: author.token })).body,
    ).data[0]!;
    expect(seen.likes_data.total).toBe(5);
    expect(seen.likes_data.users).toHaveLength(3);
    expect(seen.likes_data.users.map((u: { id: number }) => u.id)).not.toContain(author.id);
    expect(seen.my_like?.id).toBe(like.id);
    const byFan = v.parse(
      PostPage,
      (await call(`/api/users/${author.id}/posts`, { token: fans[0]!.token })).body,
    ).data[0]!;
    expect(byFan.likes_data.users.map((u: { id: number }) => u.id)).not.toContain(fans[0]!.id);
    expect(byFan.my_like?.user.id).toBe(fans[0]!.id);

    const mineNow = await call(`${url}/my-like`, { token: author.token });
    expect(mineNow.body.data.id).toBe(like.id);
    expect(
      (await call(`${url}/${like.id}`, { token: fans[0]!.token, method: "DELETE" })).status,
    ).toBe(403);
    expect(
      (await call(`${url}/${like.id}`, { token: author.token, method: "DELETE" })).status,
    ).toBe(200);
    expect((await call(`${url}/my-like`, { token: author.token })).text).toBe("");
    expect(
      (await call(`${url}/${like.id}`, { token: author.token, method: "DELETE" })).status,
    ).toBe(404);
  });

  it("refuses an emoji that is not a character reference, and needs a login", async () => {
    const me = await registerUser();
    const p = await post(me, "emoji");
    const url = `/api/posts/${p.id}/likes`;
    const bad = await call(url, { token: me.token, json: { emoji_html_code: "<img src=x>" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.emoji_html_code).toHaveLength(1);
    expect((await call(url, { json: {} })).status).toBe(401);
    expect((await call(`${url}/my-like`)).status).toBe(401);
    expect((await call("/api/posts/99999999/likes", { token: me.token, json: {} })).status).toBe(
      404,
    );
  });

  it("stores one like for a replayed Idempotency-Key", async () => {
    const me = await registerUser();
    const p = await post(me, "replay");
    const send = () =>
      call(`/api/posts/${p.id}/likes`, {
        token: me.token,
        json: {},
        headers: { "idempotency-key": `like-${p.id}` },
      });
    const first = await send();
    const second = await send();
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect((await call(`/api/posts/${p.id}/likes`, { token: me.token })).body.meta.total).toBe(1);
  });
});
