-- Business numbers (orders, recharges, withdrawals, provider payments, adjustments) come from one
-- sequence, so two requests in the same second can never draw the same number.
CREATE SEQUENCE IF NOT EXISTS "business_no_seq" START WITH 1000 INCREMENT BY 1;
--> statement-breakpoint
-- Server secrets shared by every process on the database (the key of verification-code hashes).
CREATE TABLE IF NOT EXISTS "app_secrets" (
  "name" text PRIMARY KEY NOT NULL,
  "value" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Manual balance adjustments as business records (the ledger posts each one; reconcile checks it did).
CREATE TABLE IF NOT EXISTS "wallet_adjustments" (
  "id" serial PRIMARY KEY NOT NULL,
  "no" text NOT NULL UNIQUE,
  "owner_kind" text NOT NULL,
  "owner_id" integer NOT NULL,
  "amount" numeric(30, 10) NOT NULL,
  "reason" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
