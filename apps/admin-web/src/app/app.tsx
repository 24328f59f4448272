import { useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { currentBrand } from '@mall/branding/brands';
import { paths } from '../config/paths';
import { AppProviders } from './providers';
import { router } from './router';

const goToSignIn = (href: string) => {
  if (router.state.location.pathname !== paths.signIn.path) void router.navigate(href, { replace: true });
};

/** The admin back office. */
export function App({ i18n }: { i18n: I18n }) {
  useEffect(() => {
    document.title = i18n.t('admin:app.documentTitle', { brandName: currentBrand().name });
  }, [i18n]);
  return (
    <AppProviders i18n={i18n} onSignedOut={goToSignIn}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
