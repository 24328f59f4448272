/** Query keys of the store's loan: an application, a repayment or a settings change refreshes `all`. */
export const loanKeys = {
  all: ['seller', 'loan'] as const,
  config: () => [...loanKeys.all, 'config'] as const,
  check: () => [...loanKeys.all, 'check'] as const,
  bill: () => [...loanKeys.all, 'bill'] as const,
  history: (page: number) => [...loanKeys.all, 'history', page] as const,
  reapply: (id: string) => [...loanKeys.all, 'reapply', id] as const,
  autoRepay: () => [...loanKeys.all, 'auto-repay'] as const,
};
