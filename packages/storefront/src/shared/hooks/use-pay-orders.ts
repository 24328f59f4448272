import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { payOrders } from '@mall/api-client/orders';
import { useApi } from '../api-context';

/**
 * Pays placed orders from the wallet balance with the 6-digit transaction password (`order!pay`),
 * from the checkout and from the order list alike. Paying moves the balance and the orders, which
 * live in other features' keys, so every query reloads but those under `keep` (the checkout keeps
 * its spent preview: asking it again would price orders that are already placed).
 */
export function usePayOrders({ keep }: { keep?: QueryKey } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderIds, safeword }: { orderIds: readonly string[]; safeword: string }) => payOrders(api, orderIds, safeword),
    // Not awaited: the caller's own onSuccess (a message, a navigation) runs before the refetch can
    // unmount the component that asked (a paid order no longer shows its pay button).
    onSuccess: () => {
      void queryClient.invalidateQueries({ predicate: (q) => !keep || !keep.every((part, i) => q.queryKey[i] === part) });
    },
  });
}
