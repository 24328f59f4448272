import { useToken } from '../../shared/utils/session';

/**
 * Who is browsing, as a query-key marker: '' for a guest, else the tail of the session token, so
 * answers carrying isKeep / isFocus are cached per buyer (a next buyer on the device refetches).
 */
export function useViewer(): string {
  const token = useToken();
  return token ? token.slice(-12) : '';
}
