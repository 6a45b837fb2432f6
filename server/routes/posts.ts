// Posts: the feed, user and library timelines with create/edit/delete, comments and likes.
import { Hono } from "hono";
import * as v from "valibot";
import type { AppContext, AppEnv } from "../context";
import { requireUser } from "../http/auth";
import { body, idParam, optionalText, readInput, requiredText } from "../http/input";
import { pageRequest, paged, rawPageText } from "../http/paging";
import { sendBuiltPage } from "../http/built-page";
import { feedPage, POSTS_PER_PAGE, timelinePage } from "../domain/post-pages";
import {
  createPost,
  deletePost,
  editPost,
  findChangeablePost,
  findVisiblePost,
  requirePostable,
  requireTimeline,
  type TimelineType,
} from "../domain/posts";
import { addComment, commentPage, deleteComment, editComment } from "../domain/comments";
import { addLike, deleteLike, likePage, myLike } from "../domain/likes";

export const postsRoutes = new Hono<AppEnv>();

const ID = "{[0-9]+}";
const COMMENTS_PER_PAGE = 20;
const LIKES_PER_PAGE = 20;

const CommentInput = v.object({ body: requiredText("body", 5000) });
const LikeInput = v.object({ emoji_html_code: optionalText("emoji_html_code", 100) });

/** A page of posts for this reader at this address, from the page cache when no write came since. */
async function sendPostPage(c: AppContext, viewerId: number, build: () => Promise<string>) {
  const url = new URL(c.req.url);
  // The page's links are absolute: the address it was asked at is part of the key.
  return sendBuiltPage(c, await c.var.pages.get(`${viewerId} ${url.href}`, build));
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
    const { db, uploads } = c.var.deps;
    const id = idParam(c.req.param("id"), what);
    await requirePostable(db, type, id, user.id);
    const post = await createPost(db, uploads, user.id, { type, id }, await readInput(c));
    return c.json({ data: post }, 201);
  });

  postsRoutes.on(["POST", "PUT"], `${base}/:postId${ID}`, async (c) => {
    const user = requireUser(c);
    const { db, uploads } = c.var.deps;
    const row = await changeablePost(c, type, what, user.id);
    return c.json({ data: await editPost(db, uploads, row, user.id, await readInput(c)) });
  });

  postsRoutes.delete(`${base}/:postId${ID}`, async (c) => {
    const user = requireUser(c);
    await deletePost(c.var.deps.db, await changeablePost(c, type, what, user.id));
    return c.json({ message: "Post deleted." });
  });
}

/** The post the path names, which the caller may change (404 or 403 otherwise). */
function changeablePost(c: AppContext, type: TimelineType, what: string, userId: number) {
  const id = idParam(c.req.param("id"), what);
  const postId = idParam(c.req.param("postId"), "Post");
  return findChangeablePost(c.var.deps.db, type, id, postId, userId);
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
  const { like, created } = await addLike(db, post.id, user.id, input.emoji_html_code);
  return c.json({ data: like }, created ? 201 : 200);
});

postsRoutes.delete(`/api/posts/:id${ID}/likes/:likeId${ID}`, async (c) => {
  const user = requireUser(c);
  const { db } = c.var.deps;
  const post = await findVisiblePost(db, idParam(c.req.param("id"), "Post"), user.id);
  await deleteLike(db, post.id, idParam(c.req.param("likeId"), "Like"), user.id);
  return c.json({ message: "Like removed." });
});
