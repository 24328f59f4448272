import type { LoanQuery } from '@mall/api-client/loan-staff';

/** Query keys of the loan desk: a decision or a settings change refreshes everything under `all`. */
export const loanKeys = {
  all: ['admin', 'loans'] as const,
  list: (q: LoanQuery) => [...loanKeys.all, 'list', q] as const,
  book: () => [...loanKeys.all, 'book'] as const,
  settings: () => [...loanKeys.all, 'settings'] as const,
};
