import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectRecharge as post } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';
import { rechargeKeys } from './get-recharges';

/** `recharge!reject`. */
export const rejectRecharge = (input: { orderNo: string; reason: string }) => post(api, input.orderNo, input.reason);

/** Refuses a recharge with the reason its owner will see, then reloads the queue. */
export function useRejectRecharge({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRecharge,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: rechargeKeys.all() });
      onSuccess?.();
    },
  });
}
