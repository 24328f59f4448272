import 'i18next';
import type { ErrorKey } from '@mall/contract/errors';
import type { Namespace } from '@mall/i18n/languages';
import type common from '../../../../locales/en/common.json';
import type auth from '../../../../locales/en/auth.json';
import type account from '../../../../locales/en/account.json';
import type ui from '../../../../locales/en/ui.json';
import type catalogue from '../../../../locales/en/catalogue.json';
import type info from '../../../../locales/en/info.json';
import type wallet from '../../../../locales/en/wallet.json';
import type cart from '../../../../locales/en/cart.json';
import type orders from '../../../../locales/en/orders.json';
import type credit from '../../../../locales/en/credit.json';
import type chat from '../../../../locales/en/chat.json';
import type merchant from '../../../../locales/en/merchant.json';
import type referral from '../../../../locales/en/referral.json';
import type kyc from '../../../../locales/en/kyc.json';

/** Locale namespaces a storefront loads: its own, the UI kit's and the server error messages. */
export const NAMESPACES: readonly Namespace[] = ['common', 'auth', 'account', 'catalogue', 'info', 'wallet', 'cart', 'orders', 'credit', 'chat', 'merchant', 'referral', 'kyc', 'errors', 'ui'];

// Typed translation keys: a key missing from the English source is a compile error.
// Declared here, beside the namespace list, so every storefront that loads them gets the types.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: ['common', 'auth', 'account', 'catalogue', 'info', 'wallet', 'cart', 'orders', 'credit', 'chat', 'merchant', 'referral', 'kyc', 'errors', 'ui'];
    resources: {
      common: typeof common;
      auth: typeof auth;
      account: typeof account;
      ui: typeof ui;
      catalogue: typeof catalogue;
      info: typeof info;
      wallet: typeof wallet;
      cart: typeof cart;
      orders: typeof orders;
      credit: typeof credit;
      chat: typeof chat;
      merchant: typeof merchant;
      referral: typeof referral;
      kyc: typeof kyc;
      errors: Record<ErrorKey, string>;
    };
  }
}
