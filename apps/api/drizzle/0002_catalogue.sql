CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'pc' NOT NULL,
	"img_type" integer DEFAULT 1 NOT NULL,
	"img_url" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"level" integer DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"des" text DEFAULT '' NOT NULL,
	"icon_img" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_rec" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_i18n" (
	"category_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_goods_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"country_name" text DEFAULT '' NOT NULL,
	"evaluation_type" integer NOT NULL,
	"rating" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"attributes" text DEFAULT '[]' NOT NULL,
	"status" text DEFAULT 'passed' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "focus_seller" (
	"user_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_store_id" integer,
	"category_id" integer NOT NULL,
	"name" text NOT NULL,
	"des" text DEFAULT '' NOT NULL,
	"img_des" text DEFAULT '' NOT NULL,
	"images" text[] DEFAULT '{}'::text[] NOT NULL,
	"price" numeric(20, 10) NOT NULL,
	"freight_amount" numeric(20, 10) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_attr_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"attr_id" integer NOT NULL,
	"name" text NOT NULL,
	"icon_img" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_attrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_i18n" (
	"goods_id" integer NOT NULL,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"des" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_stock" (
	"goods_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "keep_goods" (
	"user_id" integer NOT NULL,
	"seller_goods_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_goods_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"qty" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_goods" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"selling_price" numeric(20, 10) NOT NULL,
	"discount_price" numeric(20, 10),
	"buy_min" integer DEFAULT 1 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_shelf" boolean DEFAULT true NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"is_rec" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"views_num" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_goods_skus" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_goods_id" integer NOT NULL,
	"attr_value_ids" integer[] NOT NULL,
	"selling_price" numeric(20, 10) NOT NULL,
	"discount_price" numeric(20, 10),
	"img" text DEFAULT '' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_daily_stats" (
	"store_id" integer NOT NULL,
	"day" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"banner1" text DEFAULT '' NOT NULL,
	"banner2" text DEFAULT '' NOT NULL,
	"banner3" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"instagram" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"whatsapp" text DEFAULT '' NOT NULL,
	"telegram" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_rec" boolean DEFAULT false NOT NULL,
	"focus_num" integer DEFAULT 0 NOT NULL,
	"sold_num" integer DEFAULT 0 NOT NULL,
	"views_num" integer DEFAULT 0 NOT NULL,
	"goods_num" integer DEFAULT 0 NOT NULL,
	"review_num" integer DEFAULT 0 NOT NULL,
	"good_review_num" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stores_seller_id_unique" UNIQUE("seller_id")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_i18n" ADD CONSTRAINT "category_i18n_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_seller" ADD CONSTRAINT "focus_seller_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "focus_seller" ADD CONSTRAINT "focus_seller_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_attr_values" ADD CONSTRAINT "goods_attr_values_attr_id_goods_attrs_id_fk" FOREIGN KEY ("attr_id") REFERENCES "public"."goods_attrs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_attrs" ADD CONSTRAINT "goods_attrs_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_i18n" ADD CONSTRAINT "goods_i18n_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock" ADD CONSTRAINT "goods_stock_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_stock" ADD CONSTRAINT "goods_stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keep_goods" ADD CONSTRAINT "keep_goods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "keep_goods" ADD CONSTRAINT "keep_goods_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD CONSTRAINT "seller_goods_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_goods" ADD CONSTRAINT "seller_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_goods_skus" ADD CONSTRAINT "seller_goods_skus_seller_goods_id_seller_goods_id_fk" FOREIGN KEY ("seller_goods_id") REFERENCES "public"."seller_goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "category_i18n_pk" ON "category_i18n" USING btree ("category_id","lang");--> statement-breakpoint
CREATE INDEX "evaluations_goods_idx" ON "evaluations" USING btree ("seller_goods_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "focus_seller_pk" ON "focus_seller" USING btree ("user_id","store_id");--> statement-breakpoint
CREATE INDEX "focus_seller_store_idx" ON "focus_seller" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_attr_values_attr_idx" ON "goods_attr_values" USING btree ("attr_id");--> statement-breakpoint
CREATE INDEX "goods_attrs_goods_idx" ON "goods_attrs" USING btree ("goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_i18n_pk" ON "goods_i18n" USING btree ("goods_id","lang");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_stock_pk" ON "goods_stock" USING btree ("goods_id","warehouse_id");--> statement-breakpoint
CREATE UNIQUE INDEX "keep_goods_pk" ON "keep_goods" USING btree ("user_id","seller_goods_id");--> statement-breakpoint
CREATE INDEX "sales_store_day_idx" ON "sales" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_goods_store_goods_idx" ON "seller_goods" USING btree ("store_id","goods_id");--> statement-breakpoint
CREATE INDEX "seller_goods_list_idx" ON "seller_goods" USING btree ("visible","id");--> statement-breakpoint
CREATE INDEX "seller_goods_category_idx" ON "seller_goods" USING btree ("category_id","visible","id");--> statement-breakpoint
CREATE INDEX "seller_goods_store_idx" ON "seller_goods" USING btree ("store_id","is_shelf","id");--> statement-breakpoint
CREATE INDEX "seller_goods_sold_idx" ON "seller_goods" USING btree ("visible","sold_num");--> statement-breakpoint
CREATE INDEX "seller_goods_skus_sg_idx" ON "seller_goods_skus" USING btree ("seller_goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "store_daily_stats_pk" ON "store_daily_stats" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "stores_rec_idx" ON "stores" USING btree ("is_rec","status");