import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCreditHistory } from '@mall/api-client/credit';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

export const HISTORY_PAGE_SIZE = 10;

/** One page of the store's applications, newest first (`credit!histroy`). */
export const useLoanHistory = (page: number) =>
  useQuery({ queryKey: loanKeys.history(page), queryFn: () => listCreditHistory(api, page, HISTORY_PAGE_SIZE, 'seller'), placeholderData: keepPreviousData });
