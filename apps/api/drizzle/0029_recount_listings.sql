-- The listing counts and blocks recounted from the listing in one place, for a bulk load (the seed
-- turns triggers off while it loads, then calls this); the triggers keep both afterwards.
CREATE OR REPLACE FUNCTION mall_recount_listings() RETURNS void AS $$
  DELETE FROM listing_counts;
  INSERT INTO listing_counts (category_id, flags, n)
  SELECT category_id, mall_listing_flags(is_rec, is_new, is_hot, discount_price), count(*) FROM seller_goods WHERE visible GROUP BY 1, 2;
  DELETE FROM listing_blocks;
  INSERT INTO listing_blocks (ord, block, n)
  SELECT 0, mall_id_block(id), count(*) FROM seller_goods WHERE visible GROUP BY 2
  UNION ALL
  SELECT 1, mall_price_block(sort_price), count(*) FROM seller_goods WHERE visible GROUP BY 2;
$$ LANGUAGE sql;
