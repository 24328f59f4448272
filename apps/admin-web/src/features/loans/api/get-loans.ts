import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listLoans, type LoanQuery } from '@mall/api-client/loan-staff';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** `loan!list`: one page of applications and loans. */
export function useLoans(q: LoanQuery) {
  return useQuery({ queryKey: loanKeys.list(q), queryFn: () => listLoans(api, q), placeholderData: keepPreviousData });
}
