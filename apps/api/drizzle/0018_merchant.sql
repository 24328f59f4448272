CREATE TABLE "merchant_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id"),
	"status" text DEFAULT 'pending' NOT NULL,
	"store_name" text NOT NULL,
	"category" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"country" text NOT NULL,
	"doc_kind" text NOT NULL,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"seller_id" integer REFERENCES "sellers"("id"),
	"decided_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "merchant_applications_status" CHECK ("status" IN ('pending', 'more_docs', 'approved', 'rejected')),
	CONSTRAINT "merchant_applications_doc_kind" CHECK ("doc_kind" IN ('business', 'personal'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_one_live_per_user" ON "merchant_applications" ("user_id") WHERE "status" IN ('pending', 'more_docs');
--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_live_email" ON "merchant_applications" (lower("email")) WHERE "status" IN ('pending', 'more_docs');
--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_applications_live_store" ON "merchant_applications" (lower("store_name")) WHERE "status" IN ('pending', 'more_docs');
--> statement-breakpoint
CREATE INDEX "merchant_applications_status_id" ON "merchant_applications" ("status", "id");
--> statement-breakpoint
CREATE TABLE "seller_password_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL REFERENCES "sellers"("id"),
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
