import { useMutation } from '@tanstack/react-query';
import { payByProvider } from '@mall/api-client/orders';
import { useApi } from '../../shared/api-context';

/** Starts the e-wallet payment of placed orders (`order!payByProvider`): answers the provider's page to open. */
export function usePayByProvider() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ orderIds, pageUrl }: { orderIds: readonly string[]; pageUrl: string }) => payByProvider(api, orderIds, pageUrl),
  });
}
