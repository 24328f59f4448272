import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listLedgerAccounts } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';

export interface LedgerAccountQuery { pageNum: number; pageSize: number; keyword?: string }

/** Keys of the ledger; postings and balances change together, so both live under one prefix. */
export const ledgerKeys = {
  all: () => ['admin', 'backoffice', 'ledger'] as const,
  accounts: (q: LedgerAccountQuery) => ['admin', 'backoffice', 'ledger', 'accounts', q] as const,
  entries: (q: { accountId: string; pageNum: number; pageSize: number }) => ['admin', 'backoffice', 'ledger', 'entries', q] as const,
};

/** `ledger!accounts`. */
export const getLedgerAccounts = (q: LedgerAccountQuery) => listLedgerAccounts(api, q);
export const ledgerAccountsQueryOptions = (q: LedgerAccountQuery) => queryOptions({ queryKey: ledgerKeys.accounts(q), queryFn: () => getLedgerAccounts(q) });

/** One page of ledger accounts with their balances. */
export function useLedgerAccounts(q: LedgerAccountQuery) {
  return useQuery({ ...ledgerAccountsQueryOptions(q), placeholderData: keepPreviousData });
}
