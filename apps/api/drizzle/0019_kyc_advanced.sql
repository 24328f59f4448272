-- Advanced identity verification: an address and a picture proving it (after basic passed).
ALTER TABLE "kyc_verifications" ADD COLUMN IF NOT EXISTS "address" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD COLUMN IF NOT EXISTS "address_img" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "kyc_queue_level_idx" ON "kyc_verifications" USING btree ("level","status","created_at");
