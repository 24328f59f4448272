import 'i18next';
import type { ErrorKey } from '@mall/contract/errors';
import type common from '../../../../locales/en/common.json';
import type auth from '../../../../locales/en/auth.json';
import type account from '../../../../locales/en/account.json';
import type ui from '../../../../locales/en/ui.json';

// Typed translation keys: a key missing from the English source is a compile error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: ['common', 'auth', 'account', 'errors', 'ui'];
    resources: {
      common: typeof common;
      auth: typeof auth;
      account: typeof account;
      ui: typeof ui;
      errors: Record<ErrorKey, string>;
    };
  }
}
