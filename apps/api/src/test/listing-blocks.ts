/**
 * Where `listing_blocks` disagrees with the visible listings: each block's count against a recount of
 * the listing (a block emptied by the trigger may stay with n = 0). Empty when the blocks are exact.
 */
export async function listingBlockMismatches(exec: (q: string) => Promise<Record<string, unknown>[]>): Promise<Record<string, unknown>[]> {
  return exec(`
    WITH e AS (
      SELECT 0 AS ord, mall_id_block(id) AS block, count(*)::int AS n FROM seller_goods WHERE visible GROUP BY 2
      UNION ALL SELECT 1, mall_price_block(sort_price), count(*)::int FROM seller_goods WHERE visible GROUP BY 2)
    SELECT COALESCE(e.ord, b.ord) AS ord, COALESCE(e.block, b.block)::text AS block, e.n AS expected, b.n AS actual
    FROM e FULL JOIN (SELECT ord, block, n FROM listing_blocks WHERE n <> 0) b ON b.ord = e.ord AND b.block = e.block
    WHERE e.n IS DISTINCT FROM b.n LIMIT 20`);
}
