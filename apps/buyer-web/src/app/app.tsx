import { RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { StorefrontProviders } from '@mall/storefront/shared/storefront-providers';
import { CatalogueLinksProvider } from '@mall/storefront/catalogue/links';
import { ChatSocketProvider } from '@mall/storefront/chat/chat-socket';
import { api } from '../lib/api';
import { catalogueLinks, paths } from '../config/paths';
import { router } from './router';

/** The storefront: providers around the router (and the signed-in buyer's chat socket); a 403 anywhere sends the visitor to the root. */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <StorefrontProviders i18n={i18n} api={api} onSignedOut={() => router.navigate(paths.root.getHref())}>
      <CatalogueLinksProvider links={catalogueLinks}>
        <ChatSocketProvider>
          <RouterProvider router={router} />
        </ChatSocketProvider>
      </CatalogueLinksProvider>
    </StorefrontProviders>
  );
}
