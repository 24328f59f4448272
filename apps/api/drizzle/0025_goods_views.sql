-- Product page views move off the listing row: a view rewrote its seller_goods row, and every
-- rewritten row makes the index-only list reads visit the table again until the next vacuum.
-- Every listing has its row from the start, so the table is never planned as empty while it fills.
CREATE TABLE IF NOT EXISTS "seller_goods_views" (
	"seller_goods_id" integer PRIMARY KEY NOT NULL REFERENCES "seller_goods"("id") ON DELETE cascade,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "seller_goods_views" ("seller_goods_id", "views")
SELECT "id", "views_num" FROM "seller_goods"
ON CONFLICT ("seller_goods_id") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "seller_goods" DROP COLUMN IF EXISTS "views_num";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_goods_views_row() RETURNS trigger AS $$
BEGIN
  INSERT INTO seller_goods_views (seller_goods_id) VALUES (NEW.id) ON CONFLICT (seller_goods_id) DO NOTHING;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS seller_goods_views_row ON seller_goods;
--> statement-breakpoint
CREATE TRIGGER seller_goods_views_row AFTER INSERT ON seller_goods FOR EACH ROW EXECUTE FUNCTION mall_goods_views_row();
