CREATE SEQUENCE "public"."page_cache_version" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "nonce" text;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "sent_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "attempts_key_idx" ON "attempts" USING btree ("key","expires_at");--> statement-breakpoint
CREATE INDEX "attempts_expiry_idx" ON "attempts" USING btree ("expires_at");