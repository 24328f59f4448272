-- A search index beside the listing. A search word matches a listing when some word of its names
-- (search_text split at spaces) contains it, so a word is looked up among the distinct words of the
-- catalogue (search_terms, small, with a trigram index), and each catalogue word lists its visible
-- listings in every list order (search_postings). A word's page is then a short index walk, and its
-- total comes from the words' counts: a search no longer reads a thousand listings to count them.
-- Chinese, Japanese and Korean run words together, so each pair of characters of such a run is a
-- word of the index too: a two-character search is one word there. Kept by trigger; the seed builds
-- both in bulk.
CREATE TABLE IF NOT EXISTS "search_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_terms_term_key" UNIQUE ("term")
) WITH (fillfactor = 80);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "search_postings" (
	"term_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"sold_num" integer NOT NULL,
	"sort_price" numeric(20, 10) NOT NULL
);
--> statement-breakpoint
-- The pairs of characters of a text's CJK runs.
CREATE OR REPLACE FUNCTION mall_cjk_pairs(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT COALESCE(array_agg(substr(r[1], i, 2)), '{}')
  FROM regexp_matches(t, '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+', 'g') r, generate_series(1, length(r[1]) - 1) i
$$;
--> statement-breakpoint
-- The distinct words of a search text and the pairs of characters of its CJK runs, sorted (the
-- trigger locks them in this order).
CREATE OR REPLACE FUNCTION mall_search_terms_of(t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT COALESCE(array_agg(w ORDER BY w), '{}') FROM (
    SELECT w FROM unnest(string_to_array(t, ' ')) w WHERE w <> '' UNION SELECT unnest(mall_cjk_pairs(t))
  ) x(w)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_search_index() RETURNS trigger AS $$
DECLARE
  old_terms text[] := '{}';
  new_terms text[] := '{}';
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.visible THEN old_terms := mall_search_terms_of(OLD.search_text); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.visible THEN new_terms := mall_search_terms_of(NEW.search_text); END IF;
  IF old_terms <> new_terms THEN
    -- Each word's count moves by one, in word order (two listings sharing words lock them alike);
    -- a word leaving has a row already, so its proposed row (of -1) only ever updates it. The words
    -- written give their ids to the postings: no word is looked up again.
    WITH up AS (
      INSERT INTO search_terms AS st (term, n)
        SELECT term, sum(d)::int FROM (SELECT unnest(new_terms) AS term, 1 AS d UNION ALL SELECT unnest(old_terms), -1) x
        GROUP BY term HAVING sum(d) <> 0 ORDER BY term
      ON CONFLICT (term) DO UPDATE SET n = st.n + EXCLUDED.n
      RETURNING st.id, st.term
    ), gone AS (
      DELETE FROM search_postings p USING up WHERE p.goods_id = OLD.id AND p.term_id = up.id AND up.term = ANY(old_terms)
    )
    INSERT INTO search_postings (term_id, goods_id, sold_num, sort_price)
      SELECT up.id, NEW.id, NEW.sold_num, NEW.sort_price FROM up WHERE up.term = ANY(new_terms);
  END IF;
  -- The listing's place in each order, under every word it keeps.
  IF TG_OP = 'UPDATE' AND NEW.visible AND (OLD.sold_num, OLD.sort_price) IS DISTINCT FROM (NEW.sold_num, NEW.sort_price) THEN
    UPDATE search_postings SET sold_num = NEW.sold_num, sort_price = NEW.sort_price WHERE goods_id = NEW.id;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
-- visible is set by a BEFORE trigger from is_shelf and store_id, and UPDATE OF fires only for the
-- columns an UPDATE names, so those are named too.
DROP TRIGGER IF EXISTS seller_goods_search_index ON seller_goods;
--> statement-breakpoint
CREATE TRIGGER seller_goods_search_index AFTER INSERT OR DELETE OR UPDATE OF search_text, visible, is_shelf, store_id, sold_num, selling_price, discount_price ON seller_goods FOR EACH ROW EXECUTE FUNCTION mall_search_index();
--> statement-breakpoint
INSERT INTO search_terms (term, n)
SELECT w, count(*) FROM seller_goods sg, unnest(mall_search_terms_of(sg.search_text)) w WHERE sg.visible GROUP BY w
ON CONFLICT (term) DO NOTHING;
--> statement-breakpoint
INSERT INTO search_postings (term_id, goods_id, sold_num, sort_price)
SELECT st.id, sg.id, sg.sold_num, sg.sort_price FROM seller_goods sg, unnest(mall_search_terms_of(sg.search_text)) w JOIN search_terms st ON st.term = w
WHERE sg.visible;
--> statement-breakpoint
-- A listing's postings (kept by the trigger), and a word's goods in each list order (newest first is
-- the id order).
CREATE UNIQUE INDEX IF NOT EXISTS "search_postings_goods_idx" ON "search_postings" ("goods_id", "term_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_postings_new_idx" ON "search_postings" ("term_id", "goods_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_postings_sold_idx" ON "search_postings" ("term_id", "sold_num", "goods_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "search_postings_price_idx" ON "search_postings" ("term_id", "sort_price", "goods_id");
--> statement-breakpoint
-- The catalogue words containing a search word of three characters and more. (A count changing
-- updates no index.)
CREATE INDEX IF NOT EXISTS "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
-- The listing's own CJK characters and pairs go: a two-character search is a word of the index, and
-- a one-character one, or a search within a store or a filter, matches with LIKE.
DROP INDEX IF EXISTS "seller_goods_search_cjk_idx";
--> statement-breakpoint
ALTER TABLE "seller_goods" DROP COLUMN IF EXISTS "search_cjk";
--> statement-breakpoint
DROP FUNCTION IF EXISTS mall_cjk_grams(text);
--> statement-breakpoint
ANALYZE "search_terms";
--> statement-breakpoint
ANALYZE "search_postings";
