import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listCreditHistory } from '@mall/api-client/credit';
import { useApi } from '../../shared/api-context';
import { creditKeys } from './credit-keys';

/** Page size of the loan history. */
export const HISTORY_PAGE_SIZE = 10;

/** One page of the buyer's applications, newest first (`credit!histroy`). */
export function useCreditHistory(page: number) {
  const api = useApi();
  return useQuery({ queryKey: creditKeys.history(page), queryFn: () => listCreditHistory(api, page, HISTORY_PAGE_SIZE), placeholderData: keepPreviousData });
}
