import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getPlatformOverview as fetchOverview, overviewKeys, type OverviewDays } from '@mall/api-client/overview';
import { api } from '../../../lib/api';

/** `overview!stats`: the platform's figures by day and the open review queues. */
export const getPlatformOverview = (days: OverviewDays) => fetchOverview(api, days);
export const platformOverviewQueryOptions = (days: OverviewDays) => queryOptions({ queryKey: overviewKeys.platform(days), queryFn: () => getPlatformOverview(days) });

/** The platform's figures of the last 7, 30 or 90 days; the previous period stays shown while the next loads. */
export function usePlatformOverview(days: OverviewDays) {
  return useQuery({ ...platformOverviewQueryOptions(days), placeholderData: keepPreviousData });
}
