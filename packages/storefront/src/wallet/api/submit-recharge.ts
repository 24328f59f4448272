import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openRecharge, submitRecharge, type RechargeInput } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { submitRecharge };

/** A recharge as the form has it; the session token is fetched when it is sent. */
export type RechargeDraft = Omit<RechargeInput, 'sessionToken'>;

/**
 * Files a recharge (`rechargeBlockchain!recharge`) with a single-use token fetched right before it
 * (`rechargeBlockchain!recharge_open`), so a resent form cannot file twice.
 */
export function useSubmitRecharge() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: RechargeDraft) => submitRecharge(api, { ...draft, sessionToken: await openRecharge(api) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
