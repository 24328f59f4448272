/** Query keys of the seller's wallet: the seller prefix keeps them apart from the admin's finance caches. */
export const walletKeys = {
  all: () => ['seller', 'backoffice', 'wallet'] as const,
  balance: () => ['seller', 'backoffice', 'wallet', 'balance'] as const,
  entriesAll: () => ['seller', 'backoffice', 'wallet', 'entries'] as const,
  entries: (pageNo: number, pageSize: number) => ['seller', 'backoffice', 'wallet', 'entries', pageNo, pageSize] as const,
  withdrawalsAll: () => ['seller', 'backoffice', 'wallet', 'withdrawals'] as const,
  withdrawals: (pageNo: number, pageSize: number) => ['seller', 'backoffice', 'wallet', 'withdrawals', pageNo, pageSize] as const,
  withdrawOpen: () => ['seller', 'backoffice', 'wallet', 'withdraw-open'] as const,
  withdrawFeeAll: () => ['seller', 'backoffice', 'wallet', 'withdraw-fee'] as const,
  withdrawFee: (chainName: string) => ['seller', 'backoffice', 'wallet', 'withdraw-fee', chainName] as const,
  channels: () => ['seller', 'backoffice', 'wallet', 'channels'] as const,
  safeword: () => ['seller', 'backoffice', 'wallet', 'safeword'] as const,
};
