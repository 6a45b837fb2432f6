-- A member's loans are read by member (the desk's counts and lists, and the cascade when a member goes), and
-- stored idempotent answers are purged by age with every keyed write: each had only a whole-table scan.
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "book_issues_member_idx" ON "book_issues" USING btree ("library_member_id","collected_at");