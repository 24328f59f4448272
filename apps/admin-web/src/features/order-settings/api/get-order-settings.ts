import { queryOptions, useQuery } from '@tanstack/react-query';
import { getOrderSettings as post } from '@mall/api-client/orders';
import { api } from '../../../lib/api';

export const orderSettingsKeys = { all: () => ['admin', 'backoffice', 'order-settings'] as const };

/** `order!settings`. */
export const getOrderSettings = () => post(api);
export const orderSettingsQueryOptions = () => queryOptions({ queryKey: orderSettingsKeys.all(), queryFn: getOrderSettings });

/** Order timeouts and money rules. */
export function useOrderSettings() {
  return useQuery(orderSettingsQueryOptions());
}
