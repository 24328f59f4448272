CREATE TABLE "kyc_verifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_kind" text NOT NULL,
	"owner_id" integer NOT NULL,
	"level" text DEFAULT 'basic' NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"id_type" text NOT NULL,
	"id_number" text NOT NULL,
	"nationality" text NOT NULL,
	"img_1" text NOT NULL,
	"img_2" text NOT NULL,
	"img_3" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"reviewer_id" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_status_range" CHECK (status BETWEEN 0 AND 3)
);
--> statement-breakpoint
ALTER TABLE "kyc_verifications" ADD CONSTRAINT "kyc_verifications_reviewer_id_admins_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_one_live" ON "kyc_verifications" USING btree ("owner_kind","owner_id","level") WHERE status IN (0, 1, 2);--> statement-breakpoint
CREATE INDEX "kyc_owner_idx" ON "kyc_verifications" USING btree ("owner_kind","owner_id","id");--> statement-breakpoint
CREATE INDEX "kyc_queue_idx" ON "kyc_verifications" USING btree ("status","created_at");
