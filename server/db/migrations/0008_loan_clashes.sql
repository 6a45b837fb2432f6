-- Lends refused because the copy was already on loan, kept so the desk whose loan stood can be told.
CREATE TABLE "loan_clashes" (
	"id" serial PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"book_issue_id" integer NOT NULL,
	"library_member_id" integer NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_clashes" ADD CONSTRAINT "loan_clashes_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_clashes" ADD CONSTRAINT "loan_clashes_book_issue_id_book_issues_id_fk" FOREIGN KEY ("book_issue_id") REFERENCES "public"."book_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_clashes" ADD CONSTRAINT "loan_clashes_library_member_id_library_members_id_fk" FOREIGN KEY ("library_member_id") REFERENCES "public"."library_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_clashes_library_idx" ON "loan_clashes" USING btree ("library_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_clashes_loan_member_unique" ON "loan_clashes" USING btree ("book_issue_id","library_member_id");