import { useSearchParams } from 'react-router-dom';
import type { GoodsFilter } from '@mall/api-client/catalogue';

export type Sort = 'newest' | 'priceAsc' | 'priceDesc';
const SORTS: readonly Sort[] = ['newest', 'priceAsc', 'priceDesc'];

/** Page number and sort of a goods list, kept in the address (`?page=&sort=`) so back and reload keep them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const sortParam = params.get('sort') as Sort | null;
  const sort: Sort = sortParam && SORTS.includes(sortParam) ? sortParam : 'newest';
  const update = (changes: Record<string, string | null>) => setParams((p) => {
    const next = new URLSearchParams(p);
    for (const [k, v] of Object.entries(changes)) { if (v == null) next.delete(k); else next.set(k, v); }
    return next;
  });
  return {
    page,
    sort,
    priceOrder: (sort === 'priceAsc' ? 'asc' : sort === 'priceDesc' ? 'desc' : undefined) as GoodsFilter['priceOrder'],
    setPage: (n: number) => { update({ page: n > 1 ? String(n) : null }); window.scrollTo({ top: 0 }); },
    setSort: (s: Sort) => update({ sort: s === 'newest' ? null : s, page: null }),
    sorts: SORTS,
  };
}
