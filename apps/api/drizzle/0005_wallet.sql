CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"owner_kind" text,
	"owner_id" integer,
	"balance" numeric(38, 10) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_code_unique" UNIQUE("code"),
	CONSTRAINT "ledger_wallet_not_negative" CHECK ("ledger_accounts"."owner_kind" IS NULL OR "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tx_id" bigint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" numeric(38, 10) NOT NULL,
	"balance_after" numeric(38, 10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"ref" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel_id" integer,
	"coin" text NOT NULL,
	"blockchain_name" text NOT NULL,
	"channel_address" text DEFAULT '' NOT NULL,
	"volume" numeric(38, 10) NOT NULL,
	"rate" numeric(38, 10) NOT NULL,
	"amount" numeric(38, 10) NOT NULL,
	"fee" numeric(38, 10) NOT NULL,
	"actual_amount" numeric(38, 10) NOT NULL,
	"img" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_card_no" text DEFAULT '' NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"provider_ref" text DEFAULT '' NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"failure_msg" text DEFAULT '' NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recharges_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "wallet_channels" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'chain' NOT NULL,
	"coin" text NOT NULL,
	"blockchain_name" text NOT NULL,
	"address" text NOT NULL,
	"rate" numeric(38, 10) DEFAULT '1' NOT NULL,
	"fee" numeric(38, 10) DEFAULT '0' NOT NULL,
	"recharge_min" numeric(38, 10) DEFAULT '1' NOT NULL,
	"recharge_max" numeric(38, 10) DEFAULT '1000000' NOT NULL,
	"withdraw_fee" numeric(38, 10) DEFAULT '0' NOT NULL,
	"withdraw_min" numeric(38, 10) DEFAULT '10' NOT NULL,
	"withdraw_max" numeric(38, 10) DEFAULT '100000' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "withdraw_addresses" (
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"blockchain_name" text NOT NULL,
	"coin" text NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdraw_addresses_owner_kind_owner_id_pk" PRIMARY KEY("owner_kind","owner_id")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"coin" text NOT NULL,
	"blockchain_name" text NOT NULL,
	"to_address" text NOT NULL,
	"volume" numeric(38, 10) NOT NULL,
	"fee" numeric(38, 10) NOT NULL,
	"amount" numeric(38, 10) NOT NULL,
	"day" text NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"failure_msg" text DEFAULT '' NOT NULL,
	"tx" text DEFAULT '' NOT NULL,
	"reviewer" text DEFAULT '' NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "withdrawals_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "safeword_hash" text;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "safeword_fail_day" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "safeword_fail_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_tx_id_ledger_transactions_id_fk" FOREIGN KEY ("tx_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_tx_idx" ON "ledger_postings" USING btree ("tx_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_one_open" ON "recharges" USING btree ("owner_kind","owner_id") WHERE state = 0;--> statement-breakpoint
CREATE INDEX "recharges_owner_idx" ON "recharges" USING btree ("owner_kind","owner_id","id");--> statement-breakpoint
CREATE INDEX "recharges_state_idx" ON "recharges" USING btree ("state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_channels_coin_chain" ON "wallet_channels" USING btree ("coin","blockchain_name");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_open" ON "withdrawals" USING btree ("owner_kind","owner_id") WHERE state = 0;--> statement-breakpoint
CREATE INDEX "withdrawals_owner_idx" ON "withdrawals" USING btree ("owner_kind","owner_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_day_idx" ON "withdrawals" USING btree ("owner_kind","owner_id","day");--> statement-breakpoint
CREATE INDEX "withdrawals_state_idx" ON "withdrawals" USING btree ("state","id");