import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { searchKeywordQuery } from '@mall/api-client/catalogue';
import { useApi } from '../../shared/api-context';
import { useCatalogueLinks } from '../catalogue-links';
import { saveSearchKeyword } from '../utils/search-history';
import { searchTarget } from '../utils/search-target';

/** docs/product-rules.md: a search without a keyword warns for 1.5 s. */
export const EMPTY_KEYWORD_WARNING_MS = 1500;

/**
 * What the search box does (docs/product-rules.md): a search or a chosen suggestion is saved to the history;
 * a search goes to the store named so, or to the results (which list the matching stores); a blank one warns instead.
 */
export function useSearchActions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const links = useCatalogueLinks();
  const [emptyWarning, setEmptyWarning] = useState(false);
  const [busy, setBusy] = useState(false);
  // The warning's own clock: it goes after 1.5 s even while the pointer rests on it.
  useEffect(() => {
    if (!emptyWarning) return;
    const timer = setTimeout(() => setEmptyWarning(false), EMPTY_KEYWORD_WARNING_MS);
    return () => clearTimeout(timer);
  }, [emptyWarning]);

  const search = useCallback(async (text: string): Promise<boolean> => {
    const keyword = text.trim();
    if (!keyword) { setEmptyWarning(true); return false; }
    saveSearchKeyword(keyword);
    setBusy(true);
    try {
      const data = await queryClient.fetchQuery(searchKeywordQuery(api, keyword));
      const target = searchTarget(keyword, data);
      await navigate(target.kind === 'store' ? links.store(target.sellerId) : links.searchResult(keyword));
    } catch {
      // Suggestions unavailable: the results page searches on its own.
      await navigate(links.searchResult(keyword));
    } finally {
      setBusy(false);
    }
    return true;
  }, [api, queryClient, navigate, links]);

  return {
    search,
    /** Opens a suggested product, remembering its name. */
    openGoods: useCallback((id: string, name: string) => { saveSearchKeyword(name); void navigate(links.goods(id)); }, [navigate, links]),
    /** Opens a suggested store, remembering its name. */
    openStore: useCallback((id: string, name: string) => { saveSearchKeyword(name); void navigate(links.store(id)); }, [navigate, links]),
    busy,
    emptyWarning,
    closeEmptyWarning: useCallback(() => setEmptyWarning(false), []),
  };
}
