/**
 * Where the search index disagrees with the listing: each catalogue word's count of visible goods,
 * and each posting (word, listing, its sales and price) against what the visible listings' search
 * texts give. Empty when the index is exact.
 */
export async function searchIndexMismatches(exec: (q: string) => Promise<Record<string, unknown>[]>): Promise<Record<string, unknown>[]> {
  const terms = await exec(`
    WITH e AS (SELECT w AS term, count(*)::int AS n FROM seller_goods sg, unnest(mall_search_terms_of(sg.search_text)) w WHERE sg.visible GROUP BY w)
    SELECT COALESCE(e.term, st.term) AS term, e.n AS expected, st.n AS actual
    FROM e FULL JOIN (SELECT term, n FROM search_terms WHERE n <> 0) st ON st.term = e.term
    WHERE e.n IS DISTINCT FROM st.n`);
  const postings = await exec(`
    WITH e AS (SELECT w AS term, sg.id AS goods_id, sg.sold_num, sg.sort_price FROM seller_goods sg, unnest(mall_search_terms_of(sg.search_text)) w WHERE sg.visible),
    a AS (SELECT st.term, p.goods_id, p.sold_num, p.sort_price FROM search_postings p JOIN search_terms st ON st.id = p.term_id)
    (SELECT 'missing' AS kind, * FROM (SELECT * FROM e EXCEPT SELECT * FROM a) x)
    UNION ALL (SELECT 'extra', * FROM (SELECT * FROM a EXCEPT SELECT * FROM e) y)
    LIMIT 20`);
  return [...terms.slice(0, 20), ...postings];
}
