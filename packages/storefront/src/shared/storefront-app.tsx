import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@mall/api-client/client';
import { CatalogueLinksProvider, type CatalogueLinks } from '../catalogue/catalogue-links';
import { ChatSocketProvider } from '../chat/hooks/use-chat-socket';
import { StorefrontProviders } from './providers/storefront-providers';

export interface StorefrontAppProps {
  i18n: I18n;
  /** The app's buyer API client. */
  api: ApiClient;
  router: ReturnType<typeof createBrowserRouter>;
  catalogueLinks: CatalogueLinks;
  /** Where a 403 anywhere sends the visitor. */
  signedOutHref: string;
}

/**
 * A storefront: providers around the router, with the app's catalogue links and the signed-in buyer's
 * chat socket. The one file of shared/ that composes features (lint allows it), as the app would.
 */
export function StorefrontApp({ i18n, api, router, catalogueLinks, signedOutHref }: StorefrontAppProps) {
  return (
    <StorefrontProviders i18n={i18n} api={api} onSignedOut={() => router.navigate(signedOutHref)}>
      <CatalogueLinksProvider links={catalogueLinks}>
        <ChatSocketProvider>
          <RouterProvider router={router} />
        </ChatSocketProvider>
      </CatalogueLinksProvider>
    </StorefrontProviders>
  );
}
