import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { useApi } from '../../shared/backoffice-context';

/** Query options of the app's `auth!me` (e.g. `sellerMeOptions`, `adminMeOptions`), whose schema gives the type. */
export type MeOptions<TMe, TKey extends QueryKey = QueryKey> = (api: ApiClient) => UseQueryOptions<TMe, Error, TMe, TKey>;

/** The signed-in staff member, asked of the app's API with its own `auth!me` options. */
export function useStaffMe<TMe, TKey extends QueryKey>(meOptions: MeOptions<TMe, TKey>): UseQueryResult<TMe> {
  return useQuery(meOptions(useApi()));
}
