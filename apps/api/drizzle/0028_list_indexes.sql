-- Three list shapes that read far more of the listing than the page they give, found by the varied
-- bench at a million listings:
-- * discounted goods by price, highest first: discounts sit low in price order, so the price index
--   was walked past every undiscounted listing above them (300,000 at a million). A partial index of
--   the discounted goods in price order.
-- * one category by price: its goods were read whole and sorted. A category index in price order
--   (the category index in id order serves newest first).
-- * a store's goods with a flag, counted or by price: the store index named no flag or price, so each
--   of its listings was fetched from the table. The store index now carries them.
-- * new or hot goods by price: their partial indexes are in id and sales order, so all of them were
--   read and sorted (20,000 and 50,000 at a million). Partial indexes of each in price order.
CREATE INDEX IF NOT EXISTS "seller_goods_discount_idx" ON "seller_goods" ("sort_price", "id") INCLUDE ("category_id", "store_id", "is_new", "is_hot", "is_rec") WHERE "visible" AND "discount_price" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_new_price_idx" ON "seller_goods" ("sort_price", "id") INCLUDE ("category_id", "store_id", "is_hot", "is_rec", "discount_price") WHERE "visible" AND "is_new";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_hot_price_idx" ON "seller_goods" ("sort_price", "id") INCLUDE ("category_id", "store_id", "is_new", "is_rec", "discount_price") WHERE "visible" AND "is_hot";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_category_price_idx" ON "seller_goods" ("category_id", "visible", "sort_price", "id") INCLUDE ("store_id", "is_new", "is_hot", "is_rec", "discount_price");
--> statement-breakpoint
DROP INDEX IF EXISTS "seller_goods_store_visible_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "seller_goods_store_visible_idx" ON "seller_goods" ("store_id", "visible", "id") INCLUDE ("category_id", "sort_price", "sold_num", "is_new", "is_hot", "is_rec", "discount_price");
