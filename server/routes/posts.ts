// Posts: the feed, user and library timelines with create/edit/delete, comments and likes.
import { Hono } from "hono";
import { eq } from "drizzle-orm";
import * as v from "valibot";
import type { AppContext, AppEnv } from "../context";
import { posts } from "../db/schema";
import { requireUser } from "../http/auth";
import { invalid } from "../http/errors";
import { body, check, idParam, optionalText, readInput, requiredText } from "../http/input";
import { storeImage } from "../uploads/storage";
import { pageRequest, paged, rawPageText, sendJsonText } from "../http/paging";
import { onePost } from "../domain/post-details";
import { feedPage, POSTS_PER_PAGE, timelinePage } from "../domain/post-pages";
import {
  findTimelinePost,
  findVisiblePost,
  requireCanChange,
  requireCanPost,
  requireTimeline,
  type TimelineType,
} from "../domain/posts";
import { addComment, commentPage, deleteComment, editComment } from "../domain/comments";
import {
  addLike,
  deleteLike,
  DEFAULT_EMOJI,
  EMOJI_PATTERN,
  likePage,
  myLike,
} from "../domain/likes";

export const postsRoutes = new Hono<AppEnv>();

const ID = "{[0-9]+}";
const COMMENTS_PER_PAGE = 20;
const LIKES_PER_PAGE = 20;

const PostInput = v.object({
  title: optionalText("title", 255),
  body: requiredText("body", 10_000),
});
/** An edit changes only the fields it carries: a title sent empty clears it, one left out stays. */
const PostEdit = v.object({
  title: PostInput.entries.title,
  body: v.optional(PostInput.entries.body),
});
const CommentInput = v.object({ body: requiredText("body", 5000) });
const LikeInput = v.object({ emoji_html_code: optionalText("emoji_html_code", 100) });

/** A page of posts for this reader at this address, from the page cache when no write came since. */
async function sendPostPage(c: AppContext, viewerId: number, build: () => Promise<string>) {
  const url = new URL(c.req.url);
  // The page's links are absolute: the address it was asked at is part of the key.
  return sendJsonText(c, await c.var.pages.get(`${viewerId} ${url.href}`, build));
}

postsRoutes.get("/api/posts", async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const request = pageRequest(c, POSTS_PER_PAGE);
  return sendPostPage(c, user.id, async () =>
    rawPageText(c, await feedPage(db, user.id, request), request),
  );
});

// ---- Timelines: /api/users/{id}/posts and /api/libraries/{id}/posts ---------------------------

for (const [type, segment] of [
  ["user", "users"],
  ["library", "libraries"],
] as const) {
  const base = `/api/${segment}/:id${ID}/posts`;
  const what = type === "user" ? "User" : "Library";

  postsRoutes.get(base, async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const id = idParam(c.req.param("id"), what);
    const request = pageRequest(c, POSTS_PER_PAGE);
    return sendPostPage(c, user.id, async () => {
      await requireTimeline(db, type, id, user.id);
      return rawPageText(c, await timelinePage(db, user.id, { type, id }, request), request);
    });
  });

  postsRoutes.post(base, async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const id = idParam(c.req.param("id"), what);
    await requireTimeline(db, type, id, user.id);
    await requireCanPost(db, type, id, user.id);
    const input = await readPost(c, PostInput);
    const [row] = await db
      .insert(posts)
      .values({
        userId: user.id,
        postableType: type,
        postableId: id,
        title: input.title,
        body: input.body,
        imageUrl: input.imageUrl ?? null,
      })
      .returning();
    return c.json({ data: await onePost(db, row!, user.id) }, 201);
  });

  postsRoutes.on(["POST", "PUT"], `${base}/:postId${ID}`, async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const row = await timelinePost(c, type, what, user.id);
    await requireCanChange(db, row, user.id);
    const input = await readPost(c, PostEdit);
    const [updated] = await db
      .update(posts)
      .set({
        ...(input.given("title") ? { title: input.title } : {}),
        ...(input.body === undefined ? {} : { body: input.body }),
        // An edit without a new image keeps the old one unless remove_image is set.
        ...(input.imageUrl === undefined ? {} : { imageUrl: input.imageUrl }),
        updatedAt: new Date(),
      })
      .where(eq(posts.id, row.id))
      .returning();
    return c.json({ data: await onePost(db, updated!, user.id) });
  });

  postsRoutes.delete(`${base}/:postId${ID}`, async (c) => {
    const user = requireUser(c);
    const { db } = c.var.deps;
    const row = await timelinePost(c, type, what, user.id);
    await requireCanChange(db, row, user.id);
    await db.delete(posts).where(eq(posts.id, row.id));
    return c.json({ message: "Post deleted." });
  });
}

async function timelinePost(c: AppContext, type: TimelineType, what: string, userId: number) {
  const { db } = c.var.deps;
  const id = idParam(c.req.param("id"), what);
  const postId = idParam(c.req.param("postId"), "Post");
  await requireTimeline(db, type, id, userId);
  return findTimelinePost(db, type, id, postId, userId);
}

/**
 * Title and body, then the optional image (stored only once the text fields are valid); `given`
 * tells whether the request carried a field at all.
 */
async function readPost<S extends typeof PostInput | typeof PostEdit>(c: AppContext, schema: S) {
  const input = await readInput(c);
  const fields = check(schema, input);
  const image = input.image;
  const imageUrl =
    image === undefined || image === null || image === ""
      ? undefined
      : await storeImage(c.var.deps.config, "image", image);
  const removeImage = ["1", "true", true, 1].includes(input.remove_image as never);
  return {
    ...fields,
    imageUrl: imageUrl ?? (removeImage ? null : undefined),
    given: (field: string) => field in input,
  };
}

// ---- Comments ----------------------------------------------------------------------------------

postsRoutes.get(`/api/posts/:id${ID}/comments`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const post = await findVisiblePost(db, idParam(c.req.param("id"), "Post"), user.id);
  const request = pageRequest(c, COMMENTS_PER_PAGE);
  const { items, total } = await commentPage(db, post.id, user.id, request);
  return c.json(paged(c, items, total, request));
});

postsRoutes.post(`/api/posts/:id${ID}/comments`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const post = await findVisiblePost(db, idParam(c.req.param("id"), "Post"), user.id);
  const input = await body(c, CommentInput);
  return c.json({ data: await addComment(db, post.id, user.id, input.body) }, 201);
});

postsRoutes.on(["POST", "PUT"], `/api/posts/:id${ID}/comments/:commentId${ID}`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const post = await findVisiblePost(db, idParam(c.req.param("id"), "Post"), user.id);
  const commentId = idParam(c.req.param("commentId"), "Comment");
  const input = await body(c, CommentInput);
  return c.json({ data: await editComment(db, post.id, commentId, user.id, input.body) });
});

postsRoutes.delete(`/api/posts/:id${ID}/comments/:commentId${ID}`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const post = await findVisiblePost(db, idParam(c.req.param("id"), "Post"), user.id);
  await deleteComment(db, post, idParam(c.req.param("commentId"), "Comment"), user.id);
  return c.json({ message: "Comment deleted." });
});

// ---- Likes -------------------------------------------------------------------------------------

postsRoutes.get(`/api/posts/:id${ID}/likes`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const post = await findVisiblePost(db, idParam(c.req.param("id"), "Post"), user.id);
  const request = pageRequest(c, LIKES_PER_PAGE);
  const { items, total } = await likePage(db, post.id, user.id, request);
  return c.json(paged(c, items, total, request));
});

postsRoutes.get(`/api/posts/:id${ID}/likes/my-like`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const post = await findVisiblePost(db, idParam(c.req.param("id"), "Post"), user.id);
  const like = await myLike(db, post.id, user.id);
  // No like: an empty body, as the API has always answered "none".
  return like ? c.json({ data: like }) : c.body(null, 200);
});

postsRoutes.post(`/api/posts/:id${ID}/likes`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const post = await findVisiblePost(db, idParam(c.req.param("id"), "Post"), user.id);
  const input = await body(c, LikeInput);
  const emoji = input.emoji_html_code ?? DEFAULT_EMOJI;
  if (!EMOJI_PATTERN.test(emoji))
    throw invalid({
      emoji_html_code: [
        "The emoji html code field must be an HTML character reference like &#128077;.",
      ],
    });
  const { like, created } = await addLike(db, post.id, user.id, emoji);
  return c.json({ data: like }, created ? 201 : 200);
});

postsRoutes.delete(`/api/posts/:id${ID}/likes/:likeId${ID}`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const post = await findVisiblePost(db, idParam(c.req.param("id"), "Post"), user.id);
  await deleteLike(db, post.id, idParam(c.req.param("likeId"), "Like"), user.id);
  return c.json({ message: "Like removed." });
});
