import { useSearchParams } from 'react-router-dom';
import { decodeKeyword } from '@mall/storefront/catalogue/utils/search-target';

/** The keyword of a search page (`?k=`, JSON-encoded) and its page number (`?page=`). */
export function useKeywordParams() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return {
    keyword: decodeKeyword(params.get('k')),
    page,
    setPage: (n: number) => {
      setParams((p) => { const next = new URLSearchParams(p); if (n > 1) next.set('page', String(n)); else next.delete('page'); return next; });
      window.scrollTo({ top: 0 });
    },
  };
}
