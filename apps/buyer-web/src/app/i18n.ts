import type { Namespace } from '@mall/i18n/languages';

/** Locale namespaces the storefront loads: its own, the UI kit's and the server error messages. */
export const NAMESPACES: readonly Namespace[] = ['common', 'auth', 'account', 'errors', 'ui'];
