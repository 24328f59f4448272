CREATE TABLE "seller_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seller_notices" ADD CONSTRAINT "seller_notices_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_notices" ADD CONSTRAINT "seller_notices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_notices_store_idx" ON "seller_notices" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "seller_notices_unread_idx" ON "seller_notices" USING btree ("store_id") WHERE read_at IS NULL;