/** Query keys of the seller's wallet: the seller prefix keeps them apart from the admin's finance caches. */
export const walletKeys = {
  all: () => ['seller', 'wallet'] as const,
  balance: () => ['seller', 'wallet', 'balance'] as const,
  entriesAll: () => ['seller', 'wallet', 'entries'] as const,
  entries: (pageNo: number, pageSize: number) => ['seller', 'wallet', 'entries', pageNo, pageSize] as const,
  withdrawalsAll: () => ['seller', 'wallet', 'withdrawals'] as const,
  withdrawals: (pageNo: number, pageSize: number) => ['seller', 'wallet', 'withdrawals', pageNo, pageSize] as const,
  withdrawOpen: () => ['seller', 'wallet', 'withdraw-open'] as const,
  withdrawFeeAll: () => ['seller', 'wallet', 'withdraw-fee'] as const,
  withdrawFee: (chainName: string) => ['seller', 'wallet', 'withdraw-fee', chainName] as const,
  channels: () => ['seller', 'wallet', 'channels'] as const,
  safeword: () => ['seller', 'wallet', 'safeword'] as const,
};
