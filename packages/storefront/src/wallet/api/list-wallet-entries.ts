import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listWalletEntries } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { listWalletEntries };

/** Wallet history lines per page (user lists 20). */
export const ENTRY_PAGE_SIZE = 20;

/** Query options of one page of the wallet history (`wallet!records`), newest first. */
export const walletEntriesQuery = (api: ApiClient, page: number, pageSize = ENTRY_PAGE_SIZE) =>
  queryOptions({ queryKey: walletKeys.entries(page, pageSize), queryFn: () => listWalletEntries(api, page, pageSize), placeholderData: keepPreviousData });

/** One page of the wallet history: each movement with the balance after it. */
export const useWalletEntries = (page: number) => useQuery(walletEntriesQuery(useApi(), page));
