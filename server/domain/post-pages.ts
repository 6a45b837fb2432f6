// One page of posts (the news feed or a user's or library's timeline) in a single prepared SQL
// statement that also builds the API JSON, so a page costs one round trip and no parsing in Node.
// The shape is the one post-details.ts builds for a single post (a test keeps the two equal).
import { MODEL_TYPES } from "../../src/api/schemas/resource";
import type { Db } from "../db/client";
import { runStatement, type Statement } from "../db/prepared";
import { LATEST_COMMENTS, NAMED_LIKERS } from "./post-details";
import { BLOCKED_PAIR_SQL } from "./blocks";

export const POSTS_PER_PAGE = 10;

/** `timestamptz` as JavaScript's toISOString() writes it (UTC, milliseconds, "Z"). */
const iso = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const summary = (u: string) =>
  `json_build_object('id', ${u}.id, 'first_name', ${u}.first_name, 'surname', ${u}.surname, ` +
  `'nickname', ${u}.nickname, 'photo_url', ${u}.photo_url)`;

/** People the viewer ($1) blocked or was blocked by: their posts, comments and likes are left out (and uncounted). */
const BLOCKED = BLOCKED_PAIR_SQL("$1");

/** Posts the viewer ($1) blocked (hid): left out of every page they read. */
const HIDDEN_POSTS = `SELECT blockable_id FROM blocks WHERE user_id = $1 AND blockable_type = 'Post'`;

/** The timeline owner exists (a post on a deleted library's timeline is not shown). */
const OWNER_EXISTS = `CASE p.postable_type
    WHEN 'library' THEN EXISTS (SELECT 1 FROM libraries l WHERE l.id = p.postable_id)
    ELSE EXISTS (SELECT 1 FROM users o WHERE o.id = p.postable_id) END`;

/**
 * Posts the viewer ($1) sees in the feed: own, followed users', followed and member libraries'. One arm per
 * source, each an index scan (posts_user_idx, posts_postable_idx): an OR of IN (…) conditions cannot use
 * them, and read every post of the network (docs/SCALE.md).
 */
const FEED = `p.id IN (
    SELECT o.id FROM posts o WHERE o.user_id = $1
    UNION ALL
    SELECT o.id FROM follows f JOIN posts o ON o.user_id = f.followable_id
    WHERE f.user_id = $1 AND f.followable_type = 'user'
    UNION ALL
    SELECT o.id FROM posts o WHERE o.postable_type = 'library' AND o.postable_id IN (
      SELECT followable_id FROM follows WHERE user_id = $1 AND followable_type = 'library'
      UNION SELECT library_id FROM library_members WHERE user_id = $1))`;

/** Posts on one timeline: type $4 ("user" | "library"), id $5. */
const TIMELINE = `(p.postable_type = $4 AND p.postable_id = $5)`;

/** Whose timeline a post is on, as the API names it. */
const POSTABLE_TYPE = `CASE p.postable_type WHEN 'library' THEN '${MODEL_TYPES.library}'
    ELSE '${MODEL_TYPES.user}' END`;

/** A resource: `{ id, attributes: { id, … } }` from the attributes' other pairs. */
const resource = (id: string, pairs: string) =>
  `json_build_object('id', ${id}, 'attributes', json_build_object('id', ${id}, ${pairs}))`;

const COMMENT_JSON = resource(
  "c.id",
  `'post_id', c.post_id, 'body', c.body,
    'user', (SELECT ${summary("cu")} FROM users cu WHERE cu.id = c.user_id),
    'created_at', ${iso("c.created_at")}`,
);

const LIKE_JSON = resource(
  "k.id",
  `'user', (SELECT ${summary("ku")} FROM users ku WHERE ku.id = k.user_id),
    'emoji_html_code', k.emoji_html_code, 'created_at', ${iso("k.created_at")}`,
);

const POST_JSON = resource(
  "p.id",
  `'title', p.title, 'body', p.body, 'image_url', p.image_url,
  'created_at', ${iso("p.created_at")}, 'updated_at', ${iso("p.updated_at")},
  'user', (SELECT ${summary("a")} FROM users a WHERE a.id = p.user_id),
  'postable_type', ${POSTABLE_TYPE},
  'postable', CASE p.postable_type
    WHEN 'library' THEN (SELECT json_build_object('id', l.id, 'name', l.name, 'title', l.title,
      'logo_url', l.logo_url) FROM libraries l WHERE l.id = p.postable_id)
    ELSE (SELECT ${summary("o")} FROM users o WHERE o.id = p.postable_id) END,
  'comments_data', NULL, 'likes_data', NULL,
  'comments_summary', json_build_object(
    'data', COALESCE((SELECT json_agg(${COMMENT_JSON} ORDER BY c.id)
      FROM (SELECT * FROM comments c WHERE c.post_id = p.id AND c.user_id NOT IN (SELECT * FROM blocked)
        ORDER BY c.id DESC LIMIT ${LATEST_COMMENTS}) c), '[]'::json),
    'meta', json_build_object('total',
      (SELECT count(*) FROM comments c WHERE c.post_id = p.id AND c.user_id NOT IN (SELECT * FROM blocked)))),
  'likes_summary', json_build_object(
    'data', COALESCE((SELECT json_agg(${LIKE_JSON} ORDER BY k.id DESC)
      FROM (SELECT * FROM likes k WHERE k.post_id = p.id AND k.user_id <> $1
        AND k.user_id NOT IN (SELECT * FROM blocked) ORDER BY k.id DESC LIMIT ${NAMED_LIKERS}) k), '[]'::json),
    'meta', json_build_object('total', (SELECT count(*) FROM likes k WHERE k.post_id = p.id
      AND k.user_id NOT IN (SELECT * FROM blocked)))),
  'my_like', (SELECT json_build_object('id', k.id, 'user', ${summary("v")},
      'emoji_html_code', k.emoji_html_code, 'created_at', ${iso("k.created_at")})
    FROM likes k JOIN users v ON v.id = k.user_id WHERE k.post_id = p.id AND k.user_id = $1)`,
);

/** $1 viewer, $2 page size, $3 offset (then the condition's own parameters). */
const pageStatement = (name: string, condition: string): Statement => ({
  name,
  text: `WITH blocked AS (${BLOCKED}),
  matching AS (
    SELECT p.id, p.created_at FROM posts p
    WHERE ${condition} AND p.user_id NOT IN (SELECT * FROM blocked) AND p.id NOT IN (${HIDDEN_POSTS})
      AND EXISTS (SELECT 1 FROM users a WHERE a.id = p.user_id) AND ${OWNER_EXISTS}),
  page AS (SELECT id, created_at FROM matching ORDER BY created_at DESC, id DESC LIMIT $2 OFFSET $3)
SELECT (SELECT count(*) FROM matching)::int AS total,
  (SELECT count(*) FROM page)::int AS count,
  COALESCE((SELECT json_agg(${POST_JSON} ORDER BY p.created_at DESC, p.id DESC)
    FROM posts p JOIN page USING (id)), '[]'::json)::text AS items`,
});

export const FEED_PAGE = pageStatement("feed_page", FEED);
const TIMELINE_PAGE = pageStatement("timeline_page", TIMELINE);

export interface RawPostPage {
  /** The page's posts as a JSON array, ready to send. */
  items: string;
  /** How many posts `items` holds. */
  count: number;
  /** How many posts match over all pages. */
  total: number;
}

export interface PageSlice {
  offset: number;
  perPage: number;
}

async function run(db: Db, statement: Statement, values: unknown[]): Promise<RawPostPage> {
  const [row] = await runStatement<RawPostPage>(db, statement, values);
  return row ?? { items: "[]", count: 0, total: 0 };
}

/** A page of the news feed of `viewerId`, newest first. */
export function feedPage(db: Db, viewerId: number, page: PageSlice): Promise<RawPostPage> {
  return run(db, FEED_PAGE, [viewerId, page.perPage, page.offset]);
}

/** A page of the posts on one timeline as `viewerId` sees it (without people blocked either way). */
export function timelinePage(
  db: Db,
  viewerId: number,
  timeline: { type: "user" | "library"; id: number },
  page: PageSlice,
): Promise<RawPostPage> {
  return run(db, TIMELINE_PAGE, [viewerId, page.perPage, page.offset, timeline.type, timeline.id]);
}
