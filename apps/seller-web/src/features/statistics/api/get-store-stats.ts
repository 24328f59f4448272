import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getStoreStats as fetchStats, storeStatsOptions, type StatsDays } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `store!stats`. */
export const getStoreStats = (days: StatsDays) => fetchStats(api, days);
export const storeStatsQueryOptions = (days: StatsDays) => storeStatsOptions(api, days);

/** The store's counters and daily series over the last 7 or 30 days. */
export function useStoreStats(days: StatsDays) {
  return useQuery({ ...storeStatsQueryOptions(days), placeholderData: keepPreviousData });
}
