import { queryOptions, useQuery } from '@tanstack/react-query';
import { openWithdraw } from '@mall/api-client/wallet';
import { api } from '../../../lib/api';
import { walletKeys } from './wallet-keys';

/** `withdraw!withdraw_open`: the bound address and a fresh single-use token. */
export const getWithdrawOpen = () => openWithdraw(api);
export const withdrawOpenQueryOptions = () => queryOptions({ queryKey: walletKeys.withdrawOpen(), queryFn: getWithdrawOpen });

/** Whether a withdrawal address is bound, and which. The token it carries is not used: one is fetched again right before applying. */
export function useWithdrawOpen() {
  return useQuery(withdrawOpenQueryOptions());
}
