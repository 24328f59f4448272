import { useQuery } from '@tanstack/react-query';
import { getLoanBook } from '@mall/api-client/loan-staff';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** `loan!book`: outstanding money and overdue buckets. */
export function useLoanBook() {
  return useQuery({ queryKey: loanKeys.book(), queryFn: () => getLoanBook(api) });
}
