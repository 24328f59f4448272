-- Buyer lists without sorting or counting the whole catalogue. A stored sort price (the discount
-- when there is one) makes price order an index range like the others; partial indexes serve the
-- flag filters in list order; and listing_counts holds how many visible goods each category has per
-- combination of flags, kept by trigger, so a list's total is a sum of a few rows, not a scan. The
-- trigger names is_shelf and store_id too: a BEFORE trigger derives visible from them, and UPDATE OF
-- fires only for the columns an UPDATE sets.
ALTER TABLE "seller_goods" ADD COLUMN IF NOT EXISTS "sort_price" numeric(20, 10) GENERATED ALWAYS AS (COALESCE("discount_price", "selling_price")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_price_idx" ON "seller_goods" ("visible", "sort_price", "id");
--> statement-breakpoint
DROP INDEX IF EXISTS "seller_goods_sold_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_sold_idx" ON "seller_goods" ("visible", "sold_num", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_store_visible_idx" ON "seller_goods" ("store_id", "visible", "id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_hot_idx" ON "seller_goods" ("id") WHERE "visible" AND "is_hot";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_new_idx" ON "seller_goods" ("id") WHERE "visible" AND "is_new";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_rec_idx" ON "seller_goods" ("id") WHERE "visible" AND "is_rec";
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "listing_counts" (
	"category_id" integer NOT NULL,
	"flags" smallint NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_counts_pk" PRIMARY KEY ("category_id", "flags"),
	CONSTRAINT "listing_counts_n" CHECK ("n" >= 0)
);
--> statement-breakpoint
-- Flags: 1 recommended, 2 new, 4 hot, 8 discounted.
CREATE OR REPLACE FUNCTION mall_listing_flags(is_rec boolean, is_new boolean, is_hot boolean, discount numeric) RETURNS smallint AS $$
  SELECT (is_rec::int | (is_new::int << 1) | (is_hot::int << 2) | ((discount IS NOT NULL)::int << 3))::smallint
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_listing_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.visible THEN
    UPDATE listing_counts SET n = n - 1 WHERE category_id = OLD.category_id AND flags = mall_listing_flags(OLD.is_rec, OLD.is_new, OLD.is_hot, OLD.discount_price);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.visible THEN
    INSERT INTO listing_counts (category_id, flags, n) VALUES (NEW.category_id, mall_listing_flags(NEW.is_rec, NEW.is_new, NEW.is_hot, NEW.discount_price), 1)
    ON CONFLICT (category_id, flags) DO UPDATE SET n = listing_counts.n + 1;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER seller_goods_listing_count AFTER INSERT OR DELETE OR UPDATE OF visible, is_shelf, store_id, category_id, is_rec, is_new, is_hot, discount_price ON seller_goods FOR EACH ROW EXECUTE FUNCTION mall_listing_count();
--> statement-breakpoint
INSERT INTO listing_counts (category_id, flags, n)
SELECT category_id, mall_listing_flags(is_rec, is_new, is_hot, discount_price), count(*) FROM seller_goods WHERE visible GROUP BY 1, 2
ON CONFLICT (category_id, flags) DO UPDATE SET n = EXCLUDED.n;
