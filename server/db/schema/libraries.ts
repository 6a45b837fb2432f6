// Tables: libraries, their roles, member cards and membership requests.
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
import { createdAt, unfilledKey, updatedAt } from "./columns";
import { users } from "./accounts";
import { districts, policeStations } from "./places";

/** A community library. `name` is its unique handle (/{name}); `title` is what people read. */
export const libraries = pgTable(
  "libraries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    title: text("title").notNull(),
    /** The phonetic key of the title (server/domain/spoken-keys.ts); null until the start-up fill. */
    titleKey: text("title_key"),
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
    /** Desk settings: days a loan lasts, open loans a member may hold, the book-code prefix. */
    loanPeriodDays: integer("loan_period_days").notNull().default(14),
    loanLimit: integer("loan_limit").notNull().default(3),
    /** Null: the initials of the library's title (e.g. AP). */
    bookCodePrefix: text("book_code_prefix"),
    /** Null while pending: desk powers over other readers' accounts wait for verification. */
    verifiedAt: timestamp("verified_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("libraries_name_unique").on(t.name),
    unfilledKey("libraries_title_key_unfilled_idx", t.id, t.titleKey),
  ],
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
    /** The phonetic key of the names (server/domain/spoken-keys.ts); null until the start-up fill. */
    nameKey: text("name_key"),
    photoUrl: text("photo_url"),
    totalReadingBooks: integer("total_reading_books").notNull().default(0),
    totalHasReadBooks: integer("total_has_read_books").notNull().default(0),
    /** Staff only: a walk-in member's mobile, or the one an account can later be linked by. */
    mobile: text("mobile"),
    address: text("address"),
    active: boolean("active").notNull().default(true),
    joinedAt: timestamp("joined_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The member request this card accepted (requests are deleted once accepted). */
    requestId: integer("request_id"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("library_members_code_unique").on(t.libraryId, t.memberCode),
    index("library_members_user_idx").on(t.userId),
    uniqueIndex("library_members_request_unique").on(t.requestId),
    unfilledKey("library_members_name_key_unfilled_idx", t.id, t.nameKey),
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
    /** "pending" until staff decline it ("declined"); accepting deletes the request. */
    status: text("status").notNull().default("pending"),
    reason: text("reason"),
    decidedAt: timestamp("decided_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_requests_library_user_unique").on(t.libraryId, t.userId)],
);

/**
 * Staff asking a reader's consent: to become a member (`memberId` null) or to take over a walk-in card
 * (`memberId`). Only the reader accepts or declines; one open invitation per library and reader.
 */
export const memberInvitations = pgTable(
  "member_invitations",
  {
    id: serial("id").primaryKey(),
    libraryId: integer("library_id")
      .notNull()
      .references(() => libraries.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    memberId: integer("member_id").references(() => libraryMembers.id, { onDelete: "cascade" }),
    invitedBy: integer("invited_by").references(() => users.id, { onDelete: "set null" }),
    /** "pending", then "accepted" or "declined". */
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("member_invitations_library_user_unique").on(t.libraryId, t.userId),
    index("member_invitations_user_idx").on(t.userId, t.status),
  ],
);
