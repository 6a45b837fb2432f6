// Contract tests for editing a comment: only its author may, with the same body rule as adding one.
import * as v from "valibot";
import { Comment, Data, Paged } from "../../src/api/schemas";
import { call, registerUser } from "../test/http";

describe("editing a comment", () => {
  it("lets the author change the text, refuses others, and checks the body", async () => {
    const author = await registerUser();
    const commenter = await registerUser();
    const postRes = await call(`/api/users/${author.id}/posts`, {
      token: author.token,
      json: { body: "Edit rules" },
    });
    const postId: number = postRes.body.data.id;
    const url = `/api/posts/${postId}/comments`;
    const made = v.parse(
      Data(Comment),
      (await call(url, { token: commenter.token, json: { body: "frist" } })).body,
    ).data;
    const one = `${url}/${made.id}`;

    const res = await call(one, { token: commenter.token, method: "PUT", json: { body: "first" } });
    expect(res.status).toBe(200);
    const edited = v.parse(Data(Comment), res.body).data;
    expect(edited).toMatchObject({ id: made.id, post_id: postId, body: "first" });
    expect(edited.user.id).toBe(commenter.id);

    const list = await call(url, { token: author.token });
    expect(v.parse(Paged(Comment), list.body).data.map((c) => c.body)).toEqual(["first"]);

    // The app's form: POST with _method=PUT.
    const form = await call(`${one}?_method=PUT`, {
      token: commenter.token,
      form: { _method: "PUT", body: "first!" },
    });
    expect(form.status).toBe(200);
    expect(v.parse(Data(Comment), form.body).data.body).toBe("first!");

    // The post's author may delete the comment but not edit it.
    const put = (token: string | null, body: unknown, path = one) =>
      call(path, { token, method: "PUT", json: { body } });
    expect((await put(author.token, "mine now")).status).toBe(403);
    expect((await put(null, "anon")).status).toBe(401);
    const empty = await put(commenter.token, "");
    expect(empty.status).toBe(422);
    expect(empty.body.errors.body).toHaveLength(1);
    expect((await put(commenter.token, "x".repeat(5001))).status).toBe(422);
    expect((await put(commenter.token, "x", `${url}/99999999`)).status).toBe(404);
    expect(
      (await put(commenter.token, "x", `/api/posts/99999999/comments/${made.id}`)).status,
    ).toBe(404);
    const other = await call(`/api/users/${author.id}/posts`, {
      token: author.token,
      json: { body: "Another post" },
    });
    const wrongPost = `/api/posts/${other.body.data.id}/comments/${made.id}`;
    expect((await put(commenter.token, "x", wrongPost)).status).toBe(404);

    const after = await call(url, { token: author.token });
    expect(v.parse(Paged(Comment), after.body).data.map((c) => c.body)).toEqual(["first!"]);
  });

  it("answers a replayed Idempotency-Key with the stored edit", async () => {
    const me = await registerUser();
    const p = (await call(`/api/users/${me.id}/posts`, { token: me.token, json: { body: "p" } }))
      .body.data;
    const url = `/api/posts/${p.id}/comments`;
    const c = v.parse(
      Data(Comment),
      (await call(url, { token: me.token, json: { body: "draft" } })).body,
    ).data;
    const send = (body: string) =>
      call(`${url}/${c.id}`, {
        token: me.token,
        method: "PUT",
        json: { body },
        headers: { "idempotency-key": `comment-edit-${c.id}` },
      });
    const first = await send("final");
    const second = await send("final");
    expect(first.status).toBe(200);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(second.body).toEqual(first.body);
    expect(v.parse(Paged(Comment), (await call(url, { token: me.token })).body).data[0]!.body).toBe(
      "final",
    );
  });
});
