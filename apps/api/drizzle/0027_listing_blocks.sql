-- A deep page of the whole catalogue without stepping over every listing before it. Each order of
-- the unfiltered list has blocks of its sort key (ids in runs of 1024; sort prices cut to three
-- significant figures), and listing_blocks holds how many visible listings each block has, kept by
-- trigger. A page deep in the list sums the blocks from the nearer end to find the one it starts in,
-- then steps only within that block: at a million listings, a few hundred rows instead of 200,000.
-- The blocks are counts, not copies of positions, so a write changes one or two rows, not a
-- position for every listing after it. The sales order is left out: a sale would rewrite its block on
-- every payment.
CREATE OR REPLACE FUNCTION mall_id_block(id integer) RETURNS numeric AS $$
  SELECT (id & ~1023)::numeric
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
-- The price cut to three significant figures (12.345 -> 12.3, 1234.5 -> 1230): never above the price,
-- and never lower for a higher price, so the listings of a block and of all the blocks after it are
-- exactly those priced from the block's value up.
CREATE OR REPLACE FUNCTION mall_price_block(p numeric) RETURNS numeric AS $$
  SELECT CASE WHEN p > 0 THEN trunc(p, 2 - floor(log(p))::int) ELSE p END
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "listing_blocks" (
	"ord" smallint NOT NULL,
	"block" numeric NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "listing_blocks_pk" PRIMARY KEY ("ord", "block"),
	CONSTRAINT "listing_blocks_n" CHECK ("n" >= 0)
);
--> statement-breakpoint
-- ord 0: newest first (by id); ord 1: by sort price (either way).
CREATE OR REPLACE FUNCTION mall_listing_block() RETURNS trigger AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.visible;
  listed boolean := TG_OP <> 'DELETE' AND NEW.visible;
  same_id boolean := was AND listed AND OLD.id = NEW.id;
  same_price boolean := was AND listed AND mall_price_block(OLD.sort_price) = mall_price_block(NEW.sort_price);
  old_price numeric := CASE WHEN was AND NOT same_price THEN mall_price_block(OLD.sort_price) END;
  new_price numeric := CASE WHEN listed AND NOT same_price THEN mall_price_block(NEW.sort_price) END;
BEGIN
  IF was AND NOT same_id THEN
    UPDATE listing_blocks SET n = n - 1 WHERE ord = 0 AND block = mall_id_block(OLD.id);
  END IF;
  IF listed AND NOT same_id THEN
    INSERT INTO listing_blocks (ord, block, n) VALUES (0, mall_id_block(NEW.id), 1)
    ON CONFLICT (ord, block) DO UPDATE SET n = listing_blocks.n + 1;
  END IF;
  -- The lower price block first: two listings crossing each other's blocks take them in one order.
  IF new_price < old_price THEN
    INSERT INTO listing_blocks (ord, block, n) VALUES (1, new_price, 1)
    ON CONFLICT (ord, block) DO UPDATE SET n = listing_blocks.n + 1;
    new_price := NULL;
  END IF;
  IF old_price IS NOT NULL THEN
    UPDATE listing_blocks SET n = n - 1 WHERE ord = 1 AND block = old_price;
  END IF;
  IF new_price IS NOT NULL THEN
    INSERT INTO listing_blocks (ord, block, n) VALUES (1, new_price, 1)
    ON CONFLICT (ord, block) DO UPDATE SET n = listing_blocks.n + 1;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
-- visible is set by a BEFORE trigger from is_shelf and store_id, and UPDATE OF fires only for the
-- columns an UPDATE names, so those are named too; sort_price follows the two prices.
CREATE TRIGGER seller_goods_listing_block AFTER INSERT OR DELETE OR UPDATE OF id, visible, is_shelf, store_id, selling_price, discount_price ON seller_goods FOR EACH ROW EXECUTE FUNCTION mall_listing_block();
--> statement-breakpoint
INSERT INTO listing_blocks (ord, block, n)
SELECT 0, mall_id_block(id), count(*) FROM seller_goods WHERE visible GROUP BY 2
UNION ALL
SELECT 1, mall_price_block(sort_price), count(*) FROM seller_goods WHERE visible GROUP BY 2
ON CONFLICT (ord, block) DO UPDATE SET n = EXCLUDED.n;
