-- Product page views move off the listing row: a view rewrote its seller_goods row, and every
-- rewritten row makes the index-only list reads visit the table again until the next vacuum.
CREATE TABLE IF NOT EXISTS "seller_goods_views" (
	"seller_goods_id" integer PRIMARY KEY NOT NULL REFERENCES "seller_goods"("id") ON DELETE cascade,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "seller_goods_views" ("seller_goods_id", "views")
SELECT "id", "views_num" FROM "seller_goods" WHERE "views_num" > 0
ON CONFLICT ("seller_goods_id") DO NOTHING;
--> statement-breakpoint
ALTER TABLE "seller_goods" DROP COLUMN IF EXISTS "views_num";
