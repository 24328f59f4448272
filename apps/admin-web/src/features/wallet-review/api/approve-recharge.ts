import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveRecharge as post } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';
import { rechargeKeys } from './get-recharges';

/** `recharge!approve`. */
export const approveRecharge = (orderNo: string) => post(api, orderNo);

/** Credits a recharge to its owner's wallet, then reloads the queue. */
export function useApproveRecharge({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRecharge,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rechargeKeys.all() });
      onSuccess?.();
    },
  });
}
