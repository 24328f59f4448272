import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listLedgerEntries } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';
import { ledgerKeys } from './get-ledger-accounts';

export interface LedgerEntryQuery { accountId: string; pageNum: number; pageSize: number }

/** `ledger!entries`. */
export const getLedgerEntries = (q: LedgerEntryQuery) => listLedgerEntries(api, q);
export const ledgerEntriesQueryOptions = (q: LedgerEntryQuery) => queryOptions({ queryKey: ledgerKeys.entries(q), queryFn: () => getLedgerEntries(q) });

/** One page of an account's postings, newest first. */
export function useLedgerEntries(q: LedgerEntryQuery) {
  return useQuery({ ...ledgerEntriesQueryOptions(q), placeholderData: keepPreviousData });
}
