// A post's comments_data and likes_data are null in every answer; its summaries travel in other keys.
// The original web client loads each post's comments and likes itself and adds them to these two
// fields (or sets them when null), so a filled field drew every comment and like twice.
import * as v from "valibot";
import { Data, Paged, Post } from "../../src/api/schemas";
import { call, login, RAHIM, registerUser } from "../test/http";

/** The raw attributes of the post `id` in a page of posts. */
function rawOnPage(
  body: { data: { id: number; attributes: Record<string, unknown> }[] },
  id: number,
) {
  const found = body.data.find((p) => p.id === id);
  expect(found, `post ${id} on the page`).toBeDefined();
  return found!.attributes;
}

function expectNullFields(attributes: Record<string, unknown>) {
  expect(attributes).toHaveProperty("comments_data", null);
  expect(attributes).toHaveProperty("likes_data", null);
}

describe("post summaries", () => {
  it("leave comments_data and likes_data null in pages, timelines and write answers", async () => {
    const me = await registerUser({ first_name: "Summary" });
    const fan = await registerUser({ first_name: "Fan" });
    const created = await call(`/api/users/${me.id}/posts`, {
      token: me.token,
      json: { body: "Count me once" },
    });
    expect(created.status).toBe(201);
    expectNullFields(created.body.data.attributes);
    const id: number = created.body.data.id;
    expect(
      (await call(`/api/posts/${id}/comments`, { token: fan.token, json: { body: "one" } })).status,
    ).toBe(201);
    expect(
      (
        await call(`/api/posts/${id}/likes`, {
          token: fan.token,
          json: { emoji_html_code: "&#128077;" },
        })
      ).status,
    ).toBe(201);

    const feed = await call("/api/posts", { token: me.token });
    expectNullFields(rawOnPage(feed.body, id));
    const timeline = await call(`/api/users/${me.id}/posts`, { token: me.token });
    const raw = rawOnPage(timeline.body, id);
    expectNullFields(raw);
    // The summaries the app shows under a post are still there, under their own keys.
    expect(raw.comments_summary).toMatchObject({ meta: { total: 1 } });
    expect(raw.likes_summary).toMatchObject({ meta: { total: 1 } });
    const parsed = v.parse(Paged(Post), timeline.body).data.find((p) => p.id === id)!;
    expect(parsed.comments_data.latest.map((c) => c.body)).toEqual(["one"]);
    expect(parsed.likes_data.users.map((u) => u.id)).toEqual([fan.id]);

    const edited = await call(`/api/users/${me.id}/posts/${id}`, {
      token: me.token,
      method: "PUT",
      json: { body: "Count me once, edited" },
    });
    expect(edited.status).toBe(200);
    expectNullFields(edited.body.data.attributes);
    expect(v.parse(Data(Post), edited.body).data.comments_data.total).toBe(1);

    const rahim = await login(RAHIM);
    const alokito: number = (await call("/api/searches/alokito", { token: rahim })).body.data.id;
    const library = await call(`/api/libraries/${alokito}/posts`, { token: rahim });
    expect(library.status).toBe(200);
    for (const post of library.body.data) expectNullFields(post.attributes);
  });
});
