import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { FromState } from '../../shared/utils/from-state';
import { useToken } from '../../shared/utils/session';
import { useCatalogueLinks } from '../catalogue-links';

/**
 * A guard for actions that need an account (favourite, follow, cart): answers true when signed in,
 * else sends the guest to sign in and back here afterwards, and answers false.
 */
export function useEnsureSignedIn(): () => boolean {
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const { login } = useCatalogueLinks();
  return useCallback(() => {
    if (token) return true;
    const state: FromState = { from: location.pathname + location.search };
    void navigate(login, { state });
    return false;
  }, [token, navigate, location.pathname, location.search, login]);
}
