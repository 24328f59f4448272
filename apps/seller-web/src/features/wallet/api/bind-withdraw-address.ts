import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bindWithdrawAddress as post } from '@mall/api-client/wallet';
import { api } from '../../../lib/api';
import { walletKeys } from './wallet-keys';

export interface BindAddressInput { blockchainName: string; coin: string; address: string }

/** `user!bindWithdrawAddress`. */
export const bindWithdrawAddress = (input: BindAddressInput) => post(api, input);

/** Binds the seller's one withdrawal address, then reloads it. */
export function useBindWithdrawAddress({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindWithdrawAddress,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.withdrawOpen() });
      onSuccess?.();
    },
  });
}
