import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getStoreOverview as fetchOverview, overviewKeys, type OverviewDays } from '@mall/api-client/overview';
import { api } from '../../../lib/api';

/** `overview!stats`: the store's figures by day. */
export const getStoreOverview = (days: OverviewDays) => fetchOverview(api, days);
export const storeOverviewQueryOptions = (days: OverviewDays) => queryOptions({ queryKey: overviewKeys.store(days), queryFn: () => getStoreOverview(days) });

/** The store's figures of the last 7, 30 or 90 days; the previous period stays shown while the next loads. */
export function useStoreOverview(days: OverviewDays) {
  return useQuery({ ...storeOverviewQueryOptions(days), placeholderData: keepPreviousData });
}
