DROP INDEX "books_isbn_unique";--> statement-breakpoint
ALTER TABLE "library_members" ADD COLUMN "request_id" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "library_id" integer;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "library_members_request_unique" ON "library_members" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "books_library_idx" ON "books" USING btree ("library_id");--> statement-breakpoint
CREATE UNIQUE INDEX "books_isbn_unique" ON "books" USING btree ("isbn") WHERE "books"."isbn" is not null and "books"."library_id" is null;