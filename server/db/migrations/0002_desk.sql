ALTER TABLE "book_issues" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
-- Loans made before due dates existed were due after the default loan period of 14 days.
UPDATE "book_issues" SET "due_at" = "issued_at" + interval '14 days';--> statement-breakpoint
ALTER TABLE "book_issues" ALTER COLUMN "due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "book_issues" ADD COLUMN "renewals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "isbn" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "publisher" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "loan_period_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "loan_limit" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "book_code_prefix" text;--> statement-breakpoint
ALTER TABLE "library_books" ADD COLUMN "status" text DEFAULT 'available' NOT NULL;--> statement-breakpoint
ALTER TABLE "library_books" ADD COLUMN "withdrawn_reason" text;--> statement-breakpoint
ALTER TABLE "library_books" ADD COLUMN "withdrawn_note" text;--> statement-breakpoint
ALTER TABLE "library_books" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "library_books" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "library_members" ADD COLUMN "mobile" text;--> statement-breakpoint
ALTER TABLE "library_members" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "library_members" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "library_members" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "library_members" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "member_requests" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_requests" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "member_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
-- Members joined when their card was made.
UPDATE "library_members" SET "joined_at" = "created_at", "updated_at" = "created_at";--> statement-breakpoint
-- A copy lent twice at once before the rule existed: the older loan ends when the newer began.
UPDATE "book_issues" AS "older" SET "collected_at" = (
  SELECT max("newer"."issued_at") FROM "book_issues" AS "newer"
  WHERE "newer"."library_book_id" = "older"."library_book_id" AND "newer"."collected_at" IS NULL
    AND "newer"."id" <> "older"."id"
)
WHERE "older"."collected_at" IS NULL AND EXISTS (
  SELECT 1 FROM "book_issues" AS "newer"
  WHERE "newer"."library_book_id" = "older"."library_book_id" AND "newer"."collected_at" IS NULL
    AND ("newer"."issued_at", "newer"."id") > ("older"."issued_at", "older"."id")
);--> statement-breakpoint
UPDATE "library_books" SET "status" = 'on_loan'
WHERE "id" IN (SELECT "library_book_id" FROM "book_issues" WHERE "collected_at" IS NULL);--> statement-breakpoint
-- Every library has the four desk roles; admin holds every staff power.
UPDATE "library_roles"
SET "permissions" = '["library_edit","books_manage","members_manage","circulation"]'::jsonb
WHERE "name" = 'admin';--> statement-breakpoint
INSERT INTO "library_roles" ("library_id", "name", "permissions")
SELECT "libraries"."id", "roles"."name", "roles"."permissions"::jsonb
FROM "libraries" CROSS JOIN (VALUES
  ('admin', '["library_edit","books_manage","members_manage","circulation"]'),
  ('librarian', '["books_manage","circulation"]'),
  ('circulation', '["circulation"]'),
  ('member', '[]')
) AS "roles" ("name", "permissions")
ON CONFLICT ("library_id", "name") DO NOTHING;--> statement-breakpoint
CREATE UNIQUE INDEX "book_issues_open_copy_unique" ON "book_issues" USING btree ("library_book_id") WHERE "book_issues"."collected_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "books_isbn_unique" ON "books" USING btree ("isbn") WHERE "books"."isbn" is not null;