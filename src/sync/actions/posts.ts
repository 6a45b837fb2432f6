// Post actions for screens: create, edit and delete a post, offline or not.
import type { Timeline } from "../../api/posts";
import { mirror, type PostRow } from "../../db";
import { tempId } from "../engine";
import { enqueue } from "../engine";
import { me } from "./me";

export interface NewPost {
  timeline: Timeline;
  body: string;
  title?: string | null;
  image?: Blob | null;
  /** A video link is written into the body, as the web app did. */
  videoUrl?: string | null;
}

/** Queues a new post and shows it at once (marked pending). Resolves with its temporary id. */
export async function createPost(post: NewPost): Promise<string> {
  const db = mirror();
  const author = me();
  let postable: PostRow["postable"] = author;
  if (post.timeline.type === "library") {
    const library = await db.libraries.get(post.timeline.id);
    postable = library
      ? { id: library.id, name: library.name, title: library.title, logo_url: library.logo_url }
      : { id: post.timeline.id, name: "", title: "", logo_url: null };
  }
  const id = tempId();
  const body = post.videoUrl ? `${post.body}\n${post.videoUrl}`.trim() : post.body;
  await enqueue("post.create", {
    tempId: id,
    timeline: post.timeline,
    title: post.title ?? null,
    body,
    image: post.image ?? null,
    author,
    postable,
    createdAt: new Date().toISOString(),
  });
  return id;
}

export async function editPost(
  postId: number | string,
  timeline: Timeline,
  fields: { title?: string | null; body: string; image?: Blob | null },
): Promise<void> {
  await enqueue("post.update", {
    postId,
    timeline,
    title: fields.title ?? null,
    body: fields.body,
    image: fields.image ?? null,
  });
}

export async function deletePost(postId: number | string, timeline: Timeline): Promise<void> {
  await enqueue("post.delete", { postId, timeline });
}
