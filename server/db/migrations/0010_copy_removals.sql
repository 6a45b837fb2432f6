-- Copies taken off the server (an import undone), so that a device pulling the changes since a moment drops them
-- too (server/domain/copy-snapshot.ts, copiesRemovedSince).
CREATE TABLE "library_book_removals" (
	"library_book_id" integer PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_book_removals" ADD CONSTRAINT "library_book_removals_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_book_removals_library_idx" ON "library_book_removals" USING btree ("library_id","removed_at");