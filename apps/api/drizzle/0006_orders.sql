CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seller_goods_id" integer NOT NULL,
	"sku_id" integer,
	"name" text NOT NULL,
	"attributes" text[] DEFAULT '{}'::text[] NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"unit_price" numeric(38, 10) NOT NULL,
	"qty" integer NOT NULL,
	"amount" numeric(38, 10) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"contacts" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"province" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"postcode" text DEFAULT '' NOT NULL,
	"goods_count" integer NOT NULL,
	"goods_amount" numeric(38, 10) NOT NULL,
	"shipping_fee" numeric(38, 10) DEFAULT '0' NOT NULL,
	"long_distance_fee" numeric(38, 10) DEFAULT '0' NOT NULL,
	"delivery_fee" numeric(38, 10) DEFAULT '0' NOT NULL,
	"freight" numeric(38, 10) DEFAULT '0' NOT NULL,
	"tax" numeric(38, 10) DEFAULT '0' NOT NULL,
	"discount" numeric(38, 10) DEFAULT '0' NOT NULL,
	"handling_fee" numeric(38, 10) DEFAULT '0' NOT NULL,
	"service_fee" numeric(38, 10) DEFAULT '0' NOT NULL,
	"total" numeric(38, 10) NOT NULL,
	"commission" numeric(38, 10) DEFAULT '0' NOT NULL,
	"pay_method" text DEFAULT '' NOT NULL,
	"paid_at" timestamp with time zone,
	"cancel_reason" integer,
	"cancelled_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"carrier" text DEFAULT '' NOT NULL,
	"tracking_no" text DEFAULT '' NOT NULL,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"return_status" integer DEFAULT 0 NOT NULL,
	"return_reason" integer DEFAULT 0 NOT NULL,
	"return_detail" text DEFAULT '' NOT NULL,
	"return_money" numeric(38, 10) DEFAULT '0' NOT NULL,
	"status_before_return" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_logs" ADD CONSTRAINT "order_logs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_logs_order_idx" ON "order_logs" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_store_idx" ON "orders" USING btree ("store_id","status","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_order_line_idx" ON "evaluations" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "evaluations_status_idx" ON "evaluations" USING btree ("status","id");