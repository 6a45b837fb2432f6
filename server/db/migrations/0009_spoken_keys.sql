-- Phonetic keys beside searchable names and titles (server/domain/spoken-keys.ts). They are made in JavaScript,
-- so rows already stored keep null here and the server fills them when it migrates (fillSpokenKeys); the
-- partial indexes find those rows, and are empty once they are filled.
ALTER TABLE "users" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "title_key" text;--> statement-breakpoint
ALTER TABLE "library_members" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "authors" ADD COLUMN "name_key" text;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "title_key" text;--> statement-breakpoint
CREATE INDEX "users_name_key_unfilled_idx" ON "users" USING btree ("id") WHERE "users"."name_key" is null;--> statement-breakpoint
CREATE INDEX "libraries_title_key_unfilled_idx" ON "libraries" USING btree ("id") WHERE "libraries"."title_key" is null;--> statement-breakpoint
CREATE INDEX "library_members_name_key_unfilled_idx" ON "library_members" USING btree ("id") WHERE "library_members"."name_key" is null;--> statement-breakpoint
CREATE INDEX "authors_name_key_unfilled_idx" ON "authors" USING btree ("id") WHERE "authors"."name_key" is null;--> statement-breakpoint
CREATE INDEX "books_title_key_unfilled_idx" ON "books" USING btree ("id") WHERE "books"."title_key" is null;