// Query keys of the loan feature: every loan query sits under `creditKeys.all`, so an application or a
// repayment refreshes the check, the bill and the history at once.

/** Query-key factory of the loan queries. */
export const creditKeys = {
  all: ['credit'] as const,
  config: () => [...creditKeys.all, 'config'] as const,
  check: () => [...creditKeys.all, 'check'] as const,
  bill: () => [...creditKeys.all, 'bill'] as const,
  history: (page: number) => [...creditKeys.all, 'history', page] as const,
  reapply: (creditId: string) => [...creditKeys.all, 'reapply', creditId] as const,
};
