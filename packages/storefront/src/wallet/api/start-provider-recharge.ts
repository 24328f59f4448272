import { useMutation } from '@tanstack/react-query';
import { openRecharge, startProviderRecharge } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';

export { startProviderRecharge };

/**
 * Starts a payment with the configured provider (`thirdPartyRecharge!recharge`) with a fresh session
 * token, and answers the provider's payment page; `pageUrl` is where the provider sends the buyer back.
 */
export function useStartProviderRecharge() {
  const api = useApi();
  return useMutation({
    mutationFn: async (input: { amount: string; pageUrl: string }) =>
      startProviderRecharge(api, { ...input, sessionToken: await openRecharge(api) }),
  });
}
