-- The cards of a page of listings, in the page's order (k), named in a language with the product's
-- own name as the fallback. A page's statement joins this rather than the five tables themselves, so
-- that the part which does not depend on the page's values is planned once per connection instead of
-- with every page.
CREATE OR REPLACE FUNCTION mall_cards(p_ids integer[], p_lang text)
RETURNS TABLE (id integer, name text, images text[], selling_price numeric, discount_price numeric, sold_num integer,
  is_keep boolean, store_id integer, store_name text, category_id integer, k bigint) AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
    SELECT sg.id, COALESCE(gi.name, g.name), g.images, sg.selling_price, sg.discount_price, sg.sold_num,
      false, s.id, s.name, sg.category_id, x.k
    FROM unnest(p_ids) WITH ORDINALITY x(id, k)
    JOIN seller_goods sg ON sg.id = x.id
    JOIN goods g ON g.id = sg.goods_id
    JOIN stores s ON s.id = sg.store_id
    LEFT JOIN goods_i18n gi ON gi.goods_id = g.id AND gi.lang = p_lang
    ORDER BY x.k;
END $$ LANGUAGE plpgsql STABLE SET plan_cache_mode = force_generic_plan;
