import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveWithdrawal as post } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';
import { withdrawalKeys } from './get-withdrawals';

/** `withdraw!approve`. */
export const approveWithdrawal = (input: { orderNo: string; tx: string }) => post(api, input.orderNo, input.tx);

/** Marks a withdrawal paid out with its transaction hash, then reloads the queue. */
export function useApproveWithdrawal({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: withdrawalKeys.all() });
      onSuccess?.();
    },
  });
}
