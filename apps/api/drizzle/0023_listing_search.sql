-- Search matches each word with LIKE: words of three characters and more on the trigram index,
-- Chinese, Japanese and Korean words of one or two characters (too short for a trigram) on the
-- characters and pairs of characters of the names' CJK runs, kept in a generated column. The
-- full-text index is no longer read (and every listing write would still have updated it).
DROP INDEX IF EXISTS "seller_goods_search_fts_idx";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_cjk_grams(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT COALESCE(array_agg(DISTINCT g), '{}') FROM (
    SELECT unnest(ARRAY[substr(r[1], i, 1), substr(r[1], i, 2)]) AS g
    FROM regexp_matches(t, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+', 'g') r, generate_series(1, length(r[1])) i
  ) x
$$;
--> statement-breakpoint
ALTER TABLE "seller_goods" ADD COLUMN IF NOT EXISTS "search_cjk" text[] GENERATED ALWAYS AS (mall_cjk_grams(search_text)) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_search_cjk_idx" ON "seller_goods" USING gin ("search_cjk");
--> statement-breakpoint
-- A LIKE's row estimate comes from the column's histogram: a finer one tells a word of a hundred
-- matches (the index, then sort them) from one of thousands (walk the order's index and filter).
ALTER TABLE "seller_goods" ALTER COLUMN "search_text" SET STATISTICS 250;
--> statement-breakpoint
ALTER TABLE "seller_goods" ALTER COLUMN "search_cjk" SET STATISTICS 250;
--> statement-breakpoint
-- The list orders' indexes carry the filter columns, so a filtered list (a flag, a discount, a
-- category) in any order is an index-only walk: the filter is read from the index, not from the table.
DROP INDEX IF EXISTS "seller_goods_list_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_list_idx" ON "seller_goods" ("visible", "id") INCLUDE ("category_id", "store_id", "is_new", "is_hot", "is_rec", "discount_price");
--> statement-breakpoint
DROP INDEX IF EXISTS "seller_goods_sold_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_sold_idx" ON "seller_goods" ("visible", "sold_num", "id") INCLUDE ("category_id", "store_id", "is_new", "is_hot", "is_rec", "discount_price");
--> statement-breakpoint
DROP INDEX IF EXISTS "seller_goods_price_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_price_idx" ON "seller_goods" ("visible", "sort_price", "id") INCLUDE ("category_id", "store_id", "is_new", "is_hot", "is_rec", "discount_price");
--> statement-breakpoint
DROP INDEX IF EXISTS "seller_goods_category_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_category_idx" ON "seller_goods" ("category_id", "visible", "id") INCLUDE ("sort_price", "sold_num", "is_new", "is_hot", "is_rec", "discount_price");
--> statement-breakpoint
-- Hot goods are listed by sales (or price): their partial index walks in sales order.
DROP INDEX IF EXISTS "seller_goods_hot_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_hot_idx" ON "seller_goods" ("sold_num", "id") INCLUDE ("category_id", "store_id", "is_new", "is_rec", "discount_price") WHERE "visible" AND "is_hot";
--> statement-breakpoint
-- New and recommended goods are a few percent of the listing: their partial indexes carry what the
-- other filters and the price and sales orders read, so such a list is an index-only read and a short sort.
DROP INDEX IF EXISTS "seller_goods_new_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_new_idx" ON "seller_goods" ("id") INCLUDE ("sort_price", "sold_num", "category_id", "store_id", "is_hot", "is_rec", "discount_price") WHERE "visible" AND "is_new";
--> statement-breakpoint
DROP INDEX IF EXISTS "seller_goods_rec_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_rec_idx" ON "seller_goods" ("id") INCLUDE ("sort_price", "sold_num", "category_id", "store_id", "is_hot", "is_new", "discount_price") WHERE "visible" AND "is_rec";
--> statement-breakpoint
-- An index-only walk skips the table only on pages the last vacuum saw whole; view counts and sales
-- update listings all day, so the listing is vacuumed after 2 % of it changed rather than 20 %.
ALTER TABLE "seller_goods" SET (autovacuum_vacuum_scale_factor = 0.02, autovacuum_analyze_scale_factor = 0.05);
