// The one database schema (Drizzle pg-core) shared by the embedded PGlite and a real PostgreSQL.
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const createdAt = () =>
  timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** A person. `username` is an email (lower-cased) or a Bangladeshi mobile number in E.164. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    firstName: text("first_name").notNull(),
    surname: text("surname"),
    nickname: text("nickname"),
    username: text("username").notNull(),
    mobile: text("mobile"),
    email: text("email"),
    dob: date("dob", { mode: "string" }),
    gender: text("gender"),
    photoUrl: text("photo_url"),
    coverPhotoUrl: text("cover_photo_url"),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_username_unique").on(t.username)],
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
  (t) => [uniqueIndex("idempotency_scope_key_unique").on(t.scope, t.key)],
);

export const districts = pgTable("districts", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
});

export const policeStations = pgTable(
  "police_stations",
  {
    id: serial("id").primaryKey(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [index("police_stations_district_idx").on(t.districtId)],
);

/** A community library. `name` is its unique handle (/{name}); `title` is what people read. */
export const libraries = pgTable(
  "libraries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    logoUrl: text("logo_url"),
    coverPhotoUrl: text("cover_photo_url"),
    about: text("about"),
    email: text("email"),
    foundedAt: date("founded_at", { mode: "string" }),
    govtRegNo: text("govt_reg_no"),
    phone: text("phone"),
    mobile: text("mobile"),
    postCode: text("post_code"),
    totalRegularNewsPapers: integer("total_regular_news_papers").notNull().default(0),
    totalRegularMagazines: integer("total_regular_magazines").notNull().default(0),
    openingTimeAt: text("opening_time_at"),
    closingTimeAt: text("closing_time_at"),
    offDays: text("off_days"),
    house: text("house"),
    village: text("village"),
    districtId: integer("district_id").references(() => districts.id, { onDelete: "set null" }),
    policeStationId: integer("police_station_id").references(() => policeStations.id, {
      onDelete: "set null",
    }),
    addressPostCode: text("address_post_code"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("libraries_name_unique").on(t.name)],
);

/** A library's role with its named permissions (e.g. ["library_edit"]). */
export const libraryRoles = pgTable(
  "library_roles",
  {
    id: serial("id").primaryKey(),
    libraryId: integer("library_id")
      .notNull()
      .references(() => libraries.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    permissions: jsonb("permissions").$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("library_roles_library_name_unique").on(t.libraryId, t.name)],
);

/** A member card of a library; `userId` links it to an account when the member has one. */
export const libraryMembers = pgTable(
  "library_members",
  {
    id: serial("id").primaryKey(),
    libraryId: integer("library_id")
      .notNull()
      .references(() => libraries.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    memberCode: text("member_code").notNull(),
    firstName: text("first_name").notNull(),
    surname: text("surname"),
    nickname: text("nickname"),
    photoUrl: text("photo_url"),
    totalReadingBooks: integer("total_reading_books").notNull().default(0),
    totalHasReadBooks: integer("total_has_read_books").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("library_members_code_unique").on(t.libraryId, t.memberCode),
    index("library_members_user_idx").on(t.userId),
  ],
);

export const libraryMemberRoles = pgTable(
  "library_member_roles",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => libraryMembers.id, { onDelete: "cascade" }),
    roleId: integer("role_id")
      .notNull()
      .references(() => libraryRoles.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.roleId] })],
);

export const memberRequests = pgTable(
  "member_requests",
  {
    id: serial("id").primaryKey(),
    libraryId: integer("library_id")
      .notNull()
      .references(() => libraries.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_requests_library_user_unique").on(t.libraryId, t.userId)],
);

export const authors = pgTable("authors", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
});

export const books = pgTable("books", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  coverUrl: text("cover_url"),
});

export const bookAuthors = pgTable(
  "book_authors",
  {
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => authors.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.authorId] })],
);

/** A copy of a book in a library's catalogue. */
export const libraryBooks = pgTable(
  "library_books",
  {
    id: serial("id").primaryKey(),
    libraryId: integer("library_id")
      .notNull()
      .references(() => libraries.id, { onDelete: "cascade" }),
    bookId: integer("book_id")
      .notNull()
      .references(() => books.id, { onDelete: "cascade" }),
    bookCode: text("book_code").notNull(),
    shelfNumber: text("shelf_number"),
    boxNumber: text("box_number"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("library_books_code_unique").on(t.libraryId, t.bookCode)],
);

/** A loan: borrowed until `collectedAt` is set. */
export const bookIssues = pgTable(
  "book_issues",
  {
    id: serial("id").primaryKey(),
    libraryId: integer("library_id")
      .notNull()
      .references(() => libraries.id, { onDelete: "cascade" }),
    libraryMemberId: integer("library_member_id")
      .notNull()
      .references(() => libraryMembers.id, { onDelete: "cascade" }),
    libraryBookId: integer("library_book_id")
      .notNull()
      .references(() => libraryBooks.id, { onDelete: "cascade" }),
    issuedAt: timestamp("issued_at", { withTimezone: true, mode: "date" }).notNull(),
    collectedAt: timestamp("collected_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("book_issues_library_idx").on(t.libraryId, t.issuedAt)],
);

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

/** A paid live training course. Fees in BDT, `discount` in percent, `duration` in hours. */
export const courses = pgTable(
  "courses",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    preTitle: text("pre_title"),
    postTitle: text("post_title"),
    imageUrl: text("image_url"),
    colorBackground: text("color_background"),
    colorTitle: text("color_title"),
    colorSubtitle: text("color_subtitle"),
    discount: integer("discount").notNull().default(0),
    actualFee: integer("actual_fee").notNull(),
    listFee: integer("list_fee").notNull(),
    duration: integer("duration").notNull(),
    isLive: boolean("is_live").notNull().default(false),
    startsAt: timestamp("starts_at", { withTimezone: true, mode: "date" }),
    daysAndTime: text("days_and_time"),
    intro: text("intro"),
    careerOpportunities: text("career_opportunities"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("courses_slug_unique").on(t.slug)],
);

export const courseOrders = pgTable(
  "course_orders",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("ordered"),
    message: text("message").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("course_orders_user_course_unique").on(t.userId, t.courseId)],
);
