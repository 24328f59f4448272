CREATE TABLE "loans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"amount" numeric(38, 10) NOT NULL,
	"term_days" integer NOT NULL,
	"daily_rate" numeric(20, 10) NOT NULL,
	"default_rate" numeric(20, 10) NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"country_id" text DEFAULT '' NOT NULL,
	"identification" text DEFAULT '' NOT NULL,
	"img_face" text DEFAULT '' NOT NULL,
	"img_back" text DEFAULT '' NOT NULL,
	"img_hand" text DEFAULT '' NOT NULL,
	"kin_name" text DEFAULT '' NOT NULL,
	"kin_phone" text DEFAULT '' NOT NULL,
	"kin_relation" text DEFAULT '' NOT NULL,
	"kin_address" text DEFAULT '' NOT NULL,
	"work_address" text DEFAULT '' NOT NULL,
	"home_address" text DEFAULT '' NOT NULL,
	"reapply_of" bigint REFERENCES "loans"("id"),
	"first_approver_id" integer,
	"first_approver" text DEFAULT '' NOT NULL,
	"decided_by" text DEFAULT '' NOT NULL,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"disbursed_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"repaid_at" timestamp with time zone,
	"paid_principal" numeric(38, 10) DEFAULT '0' NOT NULL,
	"paid_interest" numeric(38, 10) DEFAULT '0' NOT NULL,
	CONSTRAINT "loans_owner_kind" CHECK ("owner_kind" IN ('user', 'seller')),
	CONSTRAINT "loans_status" CHECK ("status" BETWEEN 1 AND 5),
	CONSTRAINT "loans_amount_positive" CHECK ("amount" > 0),
	CONSTRAINT "loans_paid_within" CHECK ("paid_principal" >= 0 AND "paid_principal" <= "amount" AND "paid_interest" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "loans_one_open_per_owner" ON "loans" ("owner_kind", "owner_id") WHERE "status" IN (1, 2, 3);
--> statement-breakpoint
CREATE INDEX "loans_owner" ON "loans" ("owner_kind", "owner_id", "id");
--> statement-breakpoint
CREATE INDEX "loans_status_idx" ON "loans" ("status", "id");
--> statement-breakpoint
CREATE TABLE "loan_auto_repay" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_auto_repay_percent" CHECK ("percent" >= 0 AND "percent" <= 100)
);
