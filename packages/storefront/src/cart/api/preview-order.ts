import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { orderInfoParam, previewOrder, type OrderItem } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { cartKeys } from './cart-keys';

export { previewOrder };

/** Query options of the server-priced orders a selection would create (`order!preview`). */
export const previewOrderQuery = (api: ApiClient, items: readonly OrderItem[], addressId: string | null) => queryOptions({
  queryKey: cartKeys.preview(orderInfoParam(items), addressId),
  queryFn: () => previewOrder(api, items, addressId ?? undefined),
  enabled: items.length > 0,
});

/** The checkout summary per seller and in total; the last one stays on screen while another address is priced. */
export const usePreviewOrder = (items: readonly OrderItem[], addressId: string | null) =>
  useQuery({ ...previewOrderQuery(useApi(), items, addressId), placeholderData: keepPreviousData });
