import type { MerchantQueueQuery } from '@mall/api-client/merchant';

/** Query keys of the applications queue: a decision refreshes everything under `all`. */
export const merchantApplicationKeys = {
  all: ['admin', 'merchant-applications'] as const,
  list: (q: MerchantQueueQuery) => [...merchantApplicationKeys.all, 'list', q] as const,
};
