import { useMutation, useQueryClient } from '@tanstack/react-query';
import { payByProvider, payOrders } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';
import { cartKeys } from './cart-keys';

export { payByProvider, payOrders };

/** Pays placed orders from the balance with the 6-digit transaction password (`order!pay`); the balance and orders then reload. */
export function usePayOrders() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderIds, safeword }: { orderIds: readonly string[]; safeword: string }) => payOrders(api, orderIds, safeword),
    // The balance and the order lists live in other features' keys; the spent preview is not asked again.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== cartKeys.all[0] }),
  });
}

/** Starts the e-wallet payment of placed orders (`order!payByProvider`): answers the provider's page to open. */
export function usePayByProvider() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ orderIds, pageUrl }: { orderIds: readonly string[]; pageUrl: string }) => payByProvider(api, orderIds, pageUrl),
  });
}
