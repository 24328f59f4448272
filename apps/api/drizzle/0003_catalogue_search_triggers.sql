-- Search: trigram index over every name of a listed product (CJK, Thai and partial words match).
CREATE INDEX IF NOT EXISTS seller_goods_search_trgm_idx ON seller_goods USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS stores_name_trgm_idx ON stores USING gin (lower(name) gin_trgm_ops);
--> statement-breakpoint
-- Derived counters: maintained from their records only, never written by the application.
CREATE OR REPLACE FUNCTION mall_focus_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN UPDATE stores SET focus_num = focus_num + 1 WHERE id = NEW.store_id;
  ELSIF TG_OP = 'DELETE' THEN UPDATE stores SET focus_num = focus_num - 1 WHERE id = OLD.store_id;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER focus_seller_count AFTER INSERT OR DELETE ON focus_seller FOR EACH ROW EXECUTE FUNCTION mall_focus_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_sales_count() RETURNS trigger AS $$
BEGIN
  UPDATE seller_goods SET sold_num = sold_num + NEW.qty WHERE id = NEW.seller_goods_id;
  UPDATE stores SET sold_num = sold_num + NEW.qty WHERE id = NEW.store_id;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sales_count AFTER INSERT ON sales FOR EACH ROW EXECUTE FUNCTION mall_sales_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_goods_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_shelf THEN UPDATE stores SET goods_num = goods_num - 1 WHERE id = OLD.store_id; END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.is_shelf THEN UPDATE stores SET goods_num = goods_num + 1 WHERE id = NEW.store_id; END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER seller_goods_count AFTER INSERT OR DELETE OR UPDATE OF is_shelf, store_id ON seller_goods FOR EACH ROW EXECUTE FUNCTION mall_goods_count();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_review_count() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'passed' THEN
    UPDATE stores SET review_num = review_num - 1, good_review_num = good_review_num - (CASE WHEN OLD.evaluation_type = 1 THEN 1 ELSE 0 END) WHERE id = OLD.store_id;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status = 'passed' THEN
    UPDATE stores SET review_num = review_num + 1, good_review_num = good_review_num + (CASE WHEN NEW.evaluation_type = 1 THEN 1 ELSE 0 END) WHERE id = NEW.store_id;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER evaluations_count AFTER INSERT OR DELETE OR UPDATE OF status, evaluation_type ON evaluations FOR EACH ROW EXECUTE FUNCTION mall_review_count();
--> statement-breakpoint
-- Visibility to buyers: shelved and the store active; kept by triggers so lists need one index.
CREATE OR REPLACE FUNCTION mall_goods_visible() RETURNS trigger AS $$
BEGIN
  NEW.visible := NEW.is_shelf AND COALESCE((SELECT status = 'active' FROM stores WHERE id = NEW.store_id), false);
  RETURN NEW;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER seller_goods_visible BEFORE INSERT OR UPDATE OF is_shelf, store_id ON seller_goods FOR EACH ROW EXECUTE FUNCTION mall_goods_visible();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION mall_store_visible() RETURNS trigger AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE seller_goods SET visible = is_shelf AND NEW.status = 'active' WHERE store_id = NEW.id;
  END IF;
  RETURN NULL;
END $$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER stores_visible AFTER UPDATE OF status ON stores FOR EACH ROW EXECUTE FUNCTION mall_store_visible();
