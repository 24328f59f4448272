import { useMutation } from '@tanstack/react-query';
import { adjustBalance as post, type WalletOwner } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';

export interface AdjustmentInput { owner: WalletOwner; ownerId: string; amount: string; reason: string }

/** `wallet!adjust`. */
export const adjustBalance = (input: AdjustmentInput) => post(api, input);

/** Credits or debits one wallet by hand; the server records it in the ledger and the audit log. */
export function useAdjustBalance({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({ mutationFn: adjustBalance, onSuccess: () => onSuccess?.() });
}
