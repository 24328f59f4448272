import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyWithdraw, openWithdraw, type WithdrawInput } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { applyWithdraw };

/** A withdrawal as the form has it; the session token is fetched when it is sent. */
export type WithdrawDraft = Omit<WithdrawInput, 'sessionToken'>;

/**
 * Applies for a withdrawal (`withdraw!apply`) with a single-use token fetched right before it
 * (`withdraw!withdraw_open`); the balance, records and today's count then reload.
 */
export function useApplyWithdraw() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: WithdrawDraft) => applyWithdraw(api, { ...draft, sessionToken: (await openWithdraw(api)).session_token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}
