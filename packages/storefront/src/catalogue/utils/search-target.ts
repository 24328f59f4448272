import type { SearchKeywordData } from '@mall/api-client/catalogue';
import type { Route } from '../../shared/utils/route';

/** The query parameter of the search pages that carries the keyword. */
export const KEYWORD_PARAM = 'k';

/** The `k` query value of the search pages: the keyword JSON-encoded (docs/product-rules.md). */
export const encodeKeyword = (keyword: string) => JSON.stringify(keyword.trim());

/** A search page's link: the keyword in `?k=`. */
export const keywordHref = (path: string, keyword: string) => `${path}?${KEYWORD_PARAM}=${encodeURIComponent(encodeKeyword(keyword))}`;

/** A search page of the route table, linked with its keyword. */
export const searchRoute = (path: string): Route<[keyword: string]> => ({ path, getHref: (keyword) => keywordHref(path, keyword) });

/** Reads `k`: JSON-encoded, though a raw string is accepted too. */
export function decodeKeyword(k: string | null): string {
  if (!k) return '';
  try {
    const v: unknown = JSON.parse(k);
    return (typeof v === 'string' ? v : String(v)).trim();
  } catch {
    return k.trim();
  }
}

/** Where a search goes (docs/product-rules.md). */
export type SearchTarget =
  | { kind: 'store'; sellerId: string }
  | { kind: 'results' };

/**
 * docs/product-rules.md: when a store's name is the keyword (without case) the buyer goes to that
 * store's page; otherwise to the results, which list the matching stores (and only them when no goods match).
 */
export function searchTarget(keyword: string, data: SearchKeywordData): SearchTarget {
  const k = keyword.trim().toLowerCase();
  const named = data.sellerList.find((s) => s.name.trim().toLowerCase() === k);
  return named ? { kind: 'store', sellerId: named.id } : { kind: 'results' };
}
