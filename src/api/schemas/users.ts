// User shapes: the full profile, the short form embedded in posts and lists, follow records.
import * as v from "valibot";
import { DateOnly, Id, Timestamp } from "./common";
import { ModelType, Resource } from "./resource";

export const Gender = v.picklist(["m", "f", "o"]);
export type Gender = v.InferOutput<typeof Gender>;

/** Short form of a user, embedded in posts, comments, likes and follower lists. */
export const UserSummary = v.object({
  id: Id,
  first_name: v.string(),
  surname: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
  photo_url: v.nullable(v.string()),
});
export type UserSummary = v.InferOutput<typeof UserSummary>;

/** A whole user's attributes. */
export const UserAttributes = v.object({
  ...UserSummary.entries,
  username: v.string(),
  mobile: v.nullable(v.string()),
  email: v.nullable(v.string()),
  /** A new mobile or email waiting for its code: the owner's own view only (older servers omit it). */
  pending_mobile: v.optional(v.nullable(v.string())),
  pending_email: v.optional(v.nullable(v.string())),
  dob: v.nullable(DateOnly),
  gender: v.nullable(Gender),
  cover_photo_url: v.nullable(v.string()),
  total_followers: v.number(),
  total_followings: v.number(),
  created_at: Timestamp,
});

/** A whole user as a resource (GET /api/users/{id}, lists of users, GET /api/auth/me). */
export const User = Resource(UserAttributes);
export type User = v.InferOutput<typeof User>;

/** GET /api/auth/me → `{ data: { id, attributes: User } }`. */
export const MeResponse = v.object({ data: User });

/** A library as it appears inside a follow record or a post (short form). */
export const FollowableLibrary = v.object({
  id: Id,
  name: v.string(),
  title: v.string(),
  logo_url: v.nullable(v.string()),
});

/**
 * A follow record: `user` is the follower; `followable` the followed user or library, told apart by
 * `followable_type` (`App\\Models\\User` / `App\\Models\\Library`, read as "user" / "library").
 */
export const FollowRecord = Resource(
  v.object({
    id: Id,
    user: v.optional(UserSummary),
    followable_type: ModelType,
    followable: v.optional(v.union([UserSummary, FollowableLibrary])),
    created_at: v.optional(Timestamp),
  }),
);
export type FollowRecord = v.InferOutput<typeof FollowRecord>;

/** Follower / following lists: `data` and `meta.total` (paged like every list). */
export const FollowList = v.object({
  data: v.array(FollowRecord),
  meta: v.object({ total: v.number() }),
});

/** GET …/following-by-me → the caller's follow record, or an empty body when not following. */
export const FollowingByMe = v.nullable(v.object({ data: FollowRecord }));

/** A block I hold: its id (DELETE /api/blocks/{id} unblocks) and the person blocked, as a resource. */
export const Block = Resource(
  v.object({
    id: Id,
    blockable_type: v.literal("User"),
    blockable_id: Id,
    blockable: UserSummary,
    created_at: Timestamp,
  }),
);
export type Block = v.InferOutput<typeof Block>;

/** POST /api/blocks → `{ message, data: Block }`. */
export const BlockResponse = v.object({ message: v.string(), data: Block });
