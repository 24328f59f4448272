-- Full-text search next to the trigram index: several words match in any order.
CREATE INDEX IF NOT EXISTS seller_goods_search_fts_idx ON seller_goods USING gin (to_tsvector('simple', search_text));
