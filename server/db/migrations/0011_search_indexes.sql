-- Indexes that fit the hot reads on a national network (docs/SCALE.md): trigrams (pg_trgm, a trusted extension
-- any database owner may create; PGlite loads its contrib build, server/db/client.ts) for reader search's
-- ILIKE '%term%' on the names and LIKE '% key%' on the spoken key; a library's copies in id order; a copy's loans.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_names_trgm_idx" ON "users" USING gin ("first_name" gin_trgm_ops,"surname" gin_trgm_ops,"nickname" gin_trgm_ops,"name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "book_issues_copy_idx" ON "book_issues" USING btree ("library_book_id","collected_at");--> statement-breakpoint
CREATE INDEX "library_books_library_idx" ON "library_books" USING btree ("library_id","id");
