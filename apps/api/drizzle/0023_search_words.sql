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
ALTER TABLE "seller_goods" ALTER COLUMN "search_text" SET STATISTICS 1000;
--> statement-breakpoint
ALTER TABLE "seller_goods" ALTER COLUMN "search_cjk" SET STATISTICS 1000;
