// Query keys of the wallet feature: every wallet query sits under `walletKeys.all`, so a recharge,
// withdrawal or binding can refresh the balance, the records and the withdrawal rules at once.

import { balanceKey } from '../../shared/hooks/use-balance';

/** Query-key factory of the wallet queries. */
export const walletKeys = {
  all: ['wallet'] as const,
  /** Shared with checkout and the pay dialogs (shared/hooks/use-balance). */
  balance: () => balanceKey,
  channels: () => [...walletKeys.all, 'channels'] as const,
  providerCoins: () => [...walletKeys.all, 'provider-coins'] as const,
  recharges: (page: number, pageSize: number) => [...walletKeys.all, 'recharges', page, pageSize] as const,
  withdrawals: (page: number, pageSize: number) => [...walletKeys.all, 'withdrawals', page, pageSize] as const,
  entries: (page: number, pageSize: number) => [...walletKeys.all, 'entries', page, pageSize] as const,
  withdrawOpen: () => [...walletKeys.all, 'withdraw-open'] as const,
  withdrawFee: (chain: string) => [...walletKeys.all, 'withdraw-fee', chain] as const,
};
