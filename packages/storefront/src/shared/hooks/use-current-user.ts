import { useQuery } from '@tanstack/react-query';
import { localUserQuery } from '@mall/api-client/account';
import { useApi } from '../api-context';
import { useToken } from '../utils/session';

/** The session and, once loaded, the signed-in buyer. */
export function useCurrentUser() {
  const token = useToken();
  const query = useQuery(localUserQuery(useApi(), Boolean(token)));
  return {
    signedIn: Boolean(token),
    user: token ? query.data : undefined,
    /** True while a held token's user is still loading. */
    loading: Boolean(token) && query.isPending,
  };
}
