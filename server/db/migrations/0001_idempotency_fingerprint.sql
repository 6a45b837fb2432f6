ALTER TABLE "idempotency_keys" ADD COLUMN "fingerprint" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Placeholders left by a crash before answers were stored with their write: release them.
DELETE FROM "idempotency_keys" WHERE "status" = 0;
