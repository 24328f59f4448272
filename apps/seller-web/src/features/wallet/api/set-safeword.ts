import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSellerSafeword } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';
import { walletKeys } from './wallet-keys';

export interface SafewordInput { oldSafeword?: string; safeword: string; confirm: string }

/** `seller!setSafeword`. */
export const setSafeword = (input: SafewordInput) => setSellerSafeword(api, input);

/** Sets (no old password) or changes the transaction password, then reloads whether it is set. */
export function useSetSafeword({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSafeword,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: walletKeys.safeword() });
      onSuccess?.();
    },
  });
}
