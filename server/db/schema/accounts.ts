// Tables: people, their sign-in tokens and codes, and the stored answers of idempotent writes.
import {
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt, unfilledKey, updatedAt } from "./columns";

/** A person. `username` is an email (lower-cased) or a Bangladeshi mobile number in E.164. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    surname: text("surname"),
    nickname: text("nickname"),
    /** The phonetic key of the names (server/domain/spoken-keys.ts); null until the start-up fill. */
    nameKey: text("name_key"),
    username: text("username").notNull(),
    /** Proved with a one-time code (the sign-in number, or a profile change confirmed). */
    mobile: text("mobile"),
    email: text("email"),
    /** A profile change waiting for its code: not shown to others, not searchable, not linkable. */
    pendingMobile: text("pending_mobile"),
    pendingEmail: text("pending_email"),
    dob: date("dob", { mode: "string" }),
    gender: text("gender"),
    photoUrl: text("photo_url"),
    coverPhotoUrl: text("cover_photo_url"),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_username_unique").on(t.username),
    unfilledKey("users_name_key_unfilled_idx", t.id, t.nameKey),
    // Reader search: ILIKE '%term%' on the names and LIKE '% key%' on the spoken key (pg_trgm, migration 0011).
    index("users_names_trgm_idx").using(
      "gin",
      t.firstName.op("gin_trgm_ops"),
      t.surname.op("gin_trgm_ops"),
      t.nickname.op("gin_trgm_ops"),
      t.nameKey.op("gin_trgm_ops"),
    ),
  ],
);

/** Opaque bearer tokens, stored as SHA-256 hashes. `kind` "access" logs in; "otc" only resets a password. */
export const accessTokens = pgTable(
  "access_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    kind: text("kind").notNull().default("access"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("access_tokens_hash_unique").on(t.tokenHash),
    index("access_tokens_user_idx").on(t.userId),
  ],
);

/**
 * One-time codes sent to a username for a purpose (REGISTER, LOGIN, RESET_PASSWORD).
 * The code is stored hashed; `attempts` counts wrong guesses.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true, mode: "date" }),
    /** Random salt the code was derived from with OTC_SECRET, so any instance can send it again. */
    nonce: text("nonce"),
    /** When the code was last sent (a resend waits OTC_RESEND_SECONDS after it). */
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_codes_lookup_idx").on(t.username, t.purpose)],
);

/** Stored answers of writes carrying an Idempotency-Key, per caller, kept 24 hours. */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: serial("id").primaryKey(),
    /** The user id, or 0 for a caller without a token (whose key is then stored with the fingerprint). */
    scope: integer("scope").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    body: text("body").notNull(),
    contentType: text("content_type").notNull(),
    /** SHA-256 of the request (method, path, one-time code, body as read): a different request is refused. */
    fingerprint: text("fingerprint").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("idempotency_scope_key_unique").on(t.scope, t.key),
    // The purge of keys older than their window runs with every keyed write.
    index("idempotency_keys_created_idx").on(t.createdAt),
  ],
);
