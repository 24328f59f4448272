import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyWithdraw } from '@mall/api-client/wallet';
import { api } from '../../../lib/api';
import { getWithdrawOpen } from './get-withdraw-open';
import { walletKeys } from './wallet-keys';

export interface WithdrawalInput {
  /** As typed: up to 10 decimals. */
  amount: string;
  to: string;
  coin: string;
  safeword: string;
}

/** `withdraw!apply`, with a single-use token fetched right before (an older one may already be spent). */
export async function applyWithdrawal(input: WithdrawalInput): Promise<void> {
  const { session_token: sessionToken } = await getWithdrawOpen();
  await applyWithdraw(api, { ...input, sessionToken });
}

/** Applies for a withdrawal (the amount is held at once), then reloads the balance, history and withdrawals. */
export function useApplyWithdrawal({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyWithdrawal,
    onSuccess: async () => {
      // The fee answer carries today's count of applications, so it changes too.
      await Promise.all([walletKeys.balance(), walletKeys.entriesAll(), walletKeys.withdrawalsAll(), walletKeys.withdrawFeeAll()]
        .map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      onSuccess?.();
    },
  });
}
