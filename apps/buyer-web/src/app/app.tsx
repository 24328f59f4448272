import { RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { paths } from '../config/paths';
import { AppProviders } from './providers';
import { router } from './router';

/** The storefront: providers around the router; a 403 anywhere sends the visitor to the root. */
export function App({ i18n }: { i18n: I18n }) {
  return (
    <AppProviders i18n={i18n} onSignedOut={() => router.navigate(paths.root.getHref())}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
