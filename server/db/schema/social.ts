// Tables: posts, comments, likes, follows, blocks and reports.
import { index, integer, pgTable, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

/** A post on a user's or a library's timeline (`postableType` "user" | "library"), written by `userId`. */
export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postableType: text("postable_type").notNull(),
    postableId: integer("postable_id").notNull(),
    title: text("title"),
    body: text("body").notNull(),
    imageUrl: text("image_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("posts_postable_idx").on(t.postableType, t.postableId, t.id),
    index("posts_user_idx").on(t.userId, t.id),
  ],
);

export const comments = pgTable(
  "comments",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("comments_post_idx").on(t.postId, t.id)],
);

/** One like per user per post. */
export const likes = pgTable(
  "likes",
  {
    id: serial("id").primaryKey(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    emojiHtmlCode: text("emoji_html_code").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("likes_post_user_unique").on(t.postId, t.userId)],
);

/** `userId` follows a user or a library (`followableType` "user" | "library"). */
export const follows = pgTable(
  "follows",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followableType: text("followable_type").notNull(),
    followableId: integer("followable_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("follows_unique").on(t.userId, t.followableType, t.followableId),
    index("follows_followable_idx").on(t.followableType, t.followableId),
  ],
);

/** `userId` blocked a user (`blockableType` "User"). */
export const blocks = pgTable(
  "blocks",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockableType: text("blockable_type").notNull(),
    blockableId: integer("blockable_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("blocks_unique").on(t.userId, t.blockableType, t.blockableId)],
);

/** Reasons a reader can pick when reporting, per kind of thing reported ("User", "Post"). */
export const complainTypes = pgTable(
  "complain_types",
  {
    id: serial("id").primaryKey(),
    type: text("type").notNull(),
    name: text("name").notNull(),
  },
  (t) => [index("complain_types_type_idx").on(t.type)],
);

export const complains = pgTable("complains", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  complainableType: text("complainable_type").notNull(),
  complainableId: integer("complainable_id").notNull(),
  createdAt: createdAt(),
});
