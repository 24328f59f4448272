/** The app's routes the loan pages link to; each storefront builds it from its typed route table. */
export interface CreditLinks {
  /** The loan offer. */
  offer: string;
  application: string;
  /** Re-apply after a rejection: the application form prefilled from that one. */
  reapply: (creditId: string) => string;
  myLoan: string;
  signIn: string;
  recharge: string;
  /** Where a buyer without a transaction password sets one. */
  transactionPassword: string;
}
