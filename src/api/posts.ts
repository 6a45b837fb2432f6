// Posts on the feed and on user or library timelines.
import * as v from "valibot";
import { AnyBody, apiRequest, formData } from "./client";
import { Data, Paged, Post } from "./schemas";

export type Timeline = { type: "user" | "library"; id: number };

const base = (t: Timeline) => `${t.type === "user" ? "users" : "libraries"}/${t.id}/posts`;
/** Create and update answer either `{data: Post}` or the post itself. */
const PostAnswer = v.union([Data(Post), Post]);
const unwrap = (a: v.InferOutput<typeof PostAnswer>) => ("data" in a ? a.data : a);

export const PostPage = Paged(Post);

export const fetchFeed = (page = 1) => apiRequest("posts", PostPage, { searchParams: { page } });

export const fetchTimeline = (t: Timeline, page = 1) =>
  apiRequest(base(t), PostPage, { searchParams: { page } });

export interface PostFields {
  title?: string | null;
  body: string;
  image?: Blob | null;
}

export async function createPost(t: Timeline, fields: PostFields, idempotencyKey: string) {
  const body = formData({ title: fields.title, body: fields.body, image: fields.image });
  return unwrap(await apiRequest(base(t), PostAnswer, { method: "post", body, idempotencyKey }));
}

export async function updatePost(
  t: Timeline,
  postId: number,
  fields: PostFields,
  idempotencyKey: string,
) {
  // An edit states the title even when empty (that clears it): a field left out is kept.
  const body = formData({
    _method: "PUT",
    title: fields.title ?? "",
    body: fields.body,
    image: fields.image,
  });
  return unwrap(
    await apiRequest(`${base(t)}/${postId}`, PostAnswer, {
      method: "post",
      searchParams: { _method: "PUT" },
      body,
      idempotencyKey,
    }),
  );
}

export const deletePost = (t: Timeline, postId: number, idempotencyKey: string) =>
  apiRequest(`${base(t)}/${postId}`, AnyBody, { method: "delete", idempotencyKey });
