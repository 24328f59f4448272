-- Sold counts follow the sales records both ways: a refunded order's sales are deleted.
CREATE OR REPLACE FUNCTION mall_sales_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE seller_goods SET sold_num = sold_num + NEW.qty WHERE id = NEW.seller_goods_id;
    UPDATE stores SET sold_num = sold_num + NEW.qty WHERE id = NEW.store_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE seller_goods SET sold_num = sold_num - OLD.qty WHERE id = OLD.seller_goods_id;
    UPDATE stores SET sold_num = sold_num - OLD.qty WHERE id = OLD.store_id;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS sales_count ON sales;
--> statement-breakpoint
CREATE TRIGGER sales_count AFTER INSERT OR DELETE ON sales FOR EACH ROW EXECUTE FUNCTION mall_sales_count();
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sales_order_idx ON sales (order_id);
