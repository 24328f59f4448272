import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { getBalance } from '@mall/api-client/wallet';
import { Money } from '@mall/domain/money';
import { useApi } from '../api-context';
import { shortfall } from '../utils/balance';

/**
 * The buyer's USDT balance under the wallet's key (`wallet!getUsdt`): the wallet pages, checkout and
 * the pay dialogs read one cached answer, and a recharge or payment refreshes it for all of them.
 */
export const balanceKey = ['wallet', 'balance'] as const;

/** Query options of the buyer's USDT balance (`wallet!getUsdt`). */
export const balanceQuery = (api: ApiClient) => queryOptions({ queryKey: balanceKey, queryFn: () => getBalance(api) });

/** The buyer's available USDT balance. */
export const useBalance = (enabled = true) => useQuery({ ...balanceQuery(useApi()), enabled });

/** The balance against an amount due: what it is, and by how much it falls short (null: it covers it, or not known yet). */
export function useBalanceCheck(due: Money | number | null, enabled = true) {
  const balance = useBalance(enabled);
  const amount = due === null ? null : due instanceof Money ? due : Money.fromWire(due);
  return {
    balance: balance.data,
    pending: balance.isPending && enabled,
    short: balance.data === undefined || amount === null ? null : shortfall(balance.data, amount),
  };
}
export type BalanceCheckState = ReturnType<typeof useBalanceCheck>;
