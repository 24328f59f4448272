import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listWalletEntries } from '@mall/api-client/wallet';
import { api } from '../../../lib/api';
import { walletKeys } from './wallet-keys';

/** `wallet!records`. */
export const getWalletEntries = (pageNo: number, pageSize: number) => listWalletEntries(api, pageNo, pageSize);
export const walletEntriesQueryOptions = (pageNo: number, pageSize: number) =>
  queryOptions({ queryKey: walletKeys.entries(pageNo, pageSize), queryFn: () => getWalletEntries(pageNo, pageSize) });

/** One page of the wallet history; the previous page stays on screen while the next loads. */
export function useWalletEntries(pageNo: number, pageSize: number) {
  return useQuery({ ...walletEntriesQueryOptions(pageNo, pageSize), placeholderData: keepPreviousData });
}
