import type { i18n as I18n } from 'i18next';
import { StorefrontApp } from '@mall/storefront/shared/storefront-app';
import { api } from '../lib/api';
import { catalogueLinks, paths } from '../config/paths';
import { router } from './router';

/** The desktop storefront; a 403 anywhere sends the visitor to the root. */
export function App({ i18n }: { i18n: I18n }) {
  return <StorefrontApp i18n={i18n} api={api} router={router} catalogueLinks={catalogueLinks} signedOutHref={paths.root.getHref()} />;
}
