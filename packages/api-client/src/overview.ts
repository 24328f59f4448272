import {
  adminOverviewApi,
  sellerOverviewApi,
  type OverviewDays,
  type PlatformOverview,
  type PlatformOverviewDay,
  type ReviewQueues,
  type StoreOverview,
  type StoreOverviewDay,
} from '@mall/contract/overview';
import type { ApiClient } from './client';

// The back-office overviews: the seller's store (`/api/seller`) and the platform (`/api/admin`, super
// admin and finance). Figures by Shanghai day over 7, 30 or 90 days; money is exact decimal text.

export type { OverviewDays, PlatformOverview, PlatformOverviewDay, ReviewQueues, StoreOverview, StoreOverviewDay };
export { OVERVIEW_DAYS } from '@mall/contract/overview';

/** `overview!stats` (seller): the signed-in seller's store, by day. */
export function getStoreOverview(api: ApiClient, days: OverviewDays): Promise<StoreOverview> {
  return api.call(sellerOverviewApi.store, { days });
}

/** `overview!stats` (admin): the platform's figures by day and the review queues now. */
export function getPlatformOverview(api: ApiClient, days: OverviewDays): Promise<PlatformOverview> {
  return api.call(adminOverviewApi.platform, { days });
}

/** Query keys of the overviews. */
export const overviewKeys = {
  store: (days: OverviewDays) => ['seller', 'overview', days] as const,
  platform: (days: OverviewDays) => ['admin', 'overview', days] as const,
};
