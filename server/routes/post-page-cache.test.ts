// The post pages' cache over real HTTP: a page read again with no write between is the same answer, and any
// write, by anyone, shows in every reader's next read.
import * as v from "valibot";
import { Paged, Post } from "../../src/api/schemas";
import { call, registerUser } from "../test/http";

const PostPage = Paged(Post);

describe("post pages between writes", () => {
  it("another reader's comment, like, edit and delete show in the next read of the timeline and the feed", async () => {
    const author = await registerUser({ first_name: "Author" });
    const reader = await registerUser({ first_name: "Reader" });
    const timeline = `/api/users/${author.id}/posts`;
    const created = await call(timeline, { token: author.token, json: { body: "first words" } });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const follow = await call(`/api/users/${author.id}/follow`, {
      token: reader.token,
      method: "POST",
    });
    expect(follow.status).toBeLessThan(300);

    /** The post as `reader` sees it on the timeline and in the feed (the same in both). */
    const seen = async () => {
      const pages = await Promise.all(
        [timeline, "/api/posts"].map(async (path) => {
          const res = await call(path, { token: reader.token });
          expect(res.status).toBe(200);
          return {
            text: res.text,
            post: v.parse(PostPage, res.body).data.find((p) => p.id === id),
          };
        }),
      );
      expect(pages[1]!.post).toEqual(pages[0]!.post);
      return pages[0]!;
    };

    const first = await seen();
    expect(first.post?.body).toBe("first words");
    // Nothing written: the same answer, to the byte.
    expect((await seen()).text).toBe(first.text);

    const comment = await call(`/api/posts/${id}/comments`, {
      token: author.token,
      json: { body: "a comment" },
    });
    expect(comment.status).toBe(201);
    expect((await seen()).post?.comments_data.total).toBe(1);

    const like = await call(`/api/posts/${id}/likes`, { token: author.token, json: {} });
    expect(like.status).toBeLessThan(300);
    expect((await seen()).post?.likes_data.total).toBe(1);

    const edit = await call(`${timeline}/${id}`, {
      token: author.token,
      method: "PUT",
      json: { body: "second words" },
    });
    expect(edit.status).toBe(200);
    expect((await seen()).post?.body).toBe("second words");

    const gone = await call(`${timeline}/${id}`, { token: author.token, method: "DELETE" });
    expect(gone.status).toBe(200);
    expect((await seen()).post).toBeUndefined();
  });

  it("each reader gets their own page: a like shows as theirs only to whoever liked", async () => {
    const author = await registerUser({ first_name: "Author" });
    const fan = await registerUser({ first_name: "Fan" });
    const timeline = `/api/users/${author.id}/posts`;
    const created = await call(timeline, { token: author.token, json: { body: "like me" } });
    const id = created.body.data.id as number;
    const likedBy = async (token: string) => {
      const res = await call(timeline, { token });
      return v.parse(PostPage, res.body).data.find((p) => p.id === id)!.likes_data;
    };
    await likedBy(author.token);
    await likedBy(fan.token);
    await call(`/api/posts/${id}/likes`, { token: fan.token, json: {} });
    // The author sees the fan among the likers; the fan's own like is not listed to the fan.
    expect((await likedBy(author.token)).users.map((u) => u.id)).toEqual([fan.id]);
    const fans = await likedBy(fan.token);
    expect(fans.total).toBe(1);
    expect(fans.users).toEqual([]);
  });
});
