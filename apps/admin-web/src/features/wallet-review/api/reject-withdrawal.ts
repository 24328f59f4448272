import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectWithdrawal as post } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';
import { withdrawalKeys } from './get-withdrawals';

/** `withdraw!reject`. */
export const rejectWithdrawal = (input: { orderNo: string; reason: string }) => post(api, input.orderNo, input.reason);

/** Refuses a withdrawal (the held amount returns to the wallet), then reloads the queue. */
export function useRejectWithdrawal({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectWithdrawal,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: withdrawalKeys.all() });
      onSuccess?.();
    },
  });
}
