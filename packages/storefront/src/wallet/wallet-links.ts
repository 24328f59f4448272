/** The app's routes the wallet pages link to; each storefront builds it from its typed route table. */
export interface WalletLinks {
  /** The wallet: balance and records. */
  wallet: string;
  recharge: string;
  withdraw: string;
  /** Where a buyer without a transaction password sets one. */
  transactionPassword: string;
}
