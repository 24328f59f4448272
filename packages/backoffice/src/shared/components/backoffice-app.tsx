import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import type { i18n as I18n } from 'i18next';
import { currentBrand } from '@mall/branding/brands';
import { OfflineNotice } from '@mall/ui/offline-notice';
import type { BackofficeConfig } from '../backoffice-config';
import type { BackofficeRouter } from '../create-backoffice-router';
import { BackofficeProviders } from '../providers/backoffice-providers';

export interface BackofficeAppProps {
  i18n: I18n;
  config: BackofficeConfig;
  router: BackofficeRouter;
}

/** A staff app: its document title, the providers and its router; an ended session leads to sign-in. */
export function BackofficeApp({ i18n, config, router }: BackofficeAppProps) {
  const { namespace, signInPath } = config;
  useEffect(() => {
    document.title = i18n.t(`${namespace}:app.documentTitle`, { brandName: currentBrand().name });
  }, [i18n, namespace]);
  const [goToSignIn] = useState(() => (href: string) => {
    if (router.state.location.pathname !== signInPath) void router.navigate(href, { replace: true });
  });
  return (
    <BackofficeProviders i18n={i18n} config={config} onSignedOut={goToSignIn}>
      <RouterProvider router={router} />
      <OfflineNotice />
    </BackofficeProviders>
  );
}
