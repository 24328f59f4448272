import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindWithdrawAddress } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { bindWithdrawAddress };

/** Binds the buyer's one withdrawal address (`user!bindWithdrawAddress`); the withdraw page then shows it. */
export function useBindWithdrawAddress() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { blockchainName: string; coin: string; address: string }) => bindWithdrawAddress(api, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.withdrawOpen() }),
  });
}
