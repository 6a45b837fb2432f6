// Contract tests for the feed, timelines, posts, comments and likes over real HTTP.
import * as v from "valibot";
import { Comment, Data, Like, Paged, Post } from "../../src/api/schemas";
import { call, registerUser } from "../test/http";

const PostPage = Paged(Post);

describe("posts smoke", () => {
  it("creates a post and reads it on the timeline", async () => {
    const a = await registerUser({ first_name: "Ayesha", nickname: "ayesha" });
    const created = await call(`/api/users/${a.id}/posts`, {
      token: a.token,
      json: { title: "Hello", body: "First post" },
    });
    expect(created.status).toBe(201);
    v.parse(Data(Post), created.body);
    const list = await call(`/api/users/${a.id}/posts`, { token: a.token });
    expect(list.status).toBe(200);
    v.parse(PostPage, list.body);
    void Comment;
    void Like;
  });
});
