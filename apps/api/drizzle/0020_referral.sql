-- Referral network: a buyer is referred by a buyer (users.referrer_id) or by a seller
-- (users.referrer_seller_id), never both, never by themself. Admins set an agent level and may
-- take the right to refer away from an account. Sellers' invitation codes (8 characters, so they
-- never meet the 6-character buyer codes) are drawn when first asked for.
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "referrer_seller_id" integer REFERENCES "sellers"("id");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "referral_disabled" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "agent_level" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referrer_not_self" CHECK ("referrer_id" IS NULL OR "referrer_id" <> "id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_one_referrer" CHECK ("referrer_id" IS NULL OR "referrer_seller_id" IS NULL);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_referrer_seller_idx" ON "users" ("referrer_seller_id") WHERE "referrer_seller_id" IS NOT NULL;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "seller_referrals" (
  "seller_id" integer PRIMARY KEY NOT NULL REFERENCES "sellers"("id"),
  "invite_code" text NOT NULL UNIQUE,
  "referral_disabled" boolean NOT NULL DEFAULT false,
  "agent_level" integer NOT NULL DEFAULT 0,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Who sees the pop-up: everyone, guests or signed-in buyers, and in which languages (empty: all).
ALTER TABLE "activities" ADD COLUMN IF NOT EXISTS "audience" text NOT NULL DEFAULT 'all' CHECK ("audience" IN ('all', 'guests', 'signed_in'));
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN IF NOT EXISTS "langs" text[] NOT NULL DEFAULT '{}'::text[];
