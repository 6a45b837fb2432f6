-- Trust: a profile mobile or email counts once proved with a code (a change waits in pending_*), new libraries wait
-- for verification before staff reach other readers' accounts, and staff invite readers instead of adding them.
CREATE TABLE "member_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"library_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"member_id" integer,
	"invited_by" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_mobile" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "libraries" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_library_id_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_member_id_library_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."library_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_invitations" ADD CONSTRAINT "member_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_invitations_library_user_unique" ON "member_invitations" USING btree ("library_id","user_id");--> statement-breakpoint
CREATE INDEX "member_invitations_user_idx" ON "member_invitations" USING btree ("user_id","status");--> statement-breakpoint
-- Libraries that existed before the rule keep their desk powers.
UPDATE "libraries" SET "verified_at" = "created_at";--> statement-breakpoint
-- A profile mobile that is not the number the account signed up with was never proved: it waits for its code.
UPDATE "users" SET "pending_mobile" = "mobile", "mobile" = NULL WHERE "mobile" IS NOT NULL AND "mobile" <> "username";
