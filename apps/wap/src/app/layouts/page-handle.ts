import type { ParseKeys } from 'i18next';

/** Route handle of a sub-page: its title key and where "back" goes when there is no history. */
export interface PageHandle {
  title: ParseKeys<['common', 'auth', 'account', 'catalogue', 'info', 'wallet', 'cart', 'orders', 'credit', 'chat', 'referral', 'kyc', 'errors', 'ui']>;
  parent?: string;
}
