import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { currentBrand } from '@mall/branding/brands';
import { isRtl } from '@mall/i18n/languages';
import { UiProviders } from '@mall/ui/providers';
import { ToastProvider, useToast } from '@mall/ui/toast-provider';
import type { BackofficeConfig } from '../backoffice-config';
import { BackofficeProvider, useBackoffice } from '../backoffice-context';
import { errorMessage } from '../utils/error-message';
import { createAppQueryClient } from '@mall/api-client/query-client';

export interface BackofficeProvidersProps {
  i18n: I18n;
  /** The app's API, session, routes and namespace. */
  config: BackofficeConfig;
  /** Where to go when the session ends (the router's navigate); called with the sign-in route. */
  onSignedOut: (href: string) => void;
  children: ReactNode;
}

/** i18n, brand theme with the language's direction, toasts, the app's configuration, and the QueryClient that reports errors. */
export function BackofficeProviders({ i18n, config, onSignedOut, children }: BackofficeProvidersProps) {
  const direction = isRtl(i18n.language) ? 'rtl' : 'ltr';
  const [brand] = useState(currentBrand);
  return (
    <I18nextProvider i18n={i18n}>
      <UiProviders brand={brand} direction={direction}>
        <ToastProvider>
          <BackofficeProvider config={config}>
            <QueryLayer onSignedOut={onSignedOut}>{children}</QueryLayer>
          </BackofficeProvider>
        </ToastProvider>
      </UiProviders>
    </I18nextProvider>
  );
}

function QueryLayer({ onSignedOut, children }: { onSignedOut: (href: string) => void; children: ReactNode }) {
  const toast = useToast();
  const { t } = useTranslation();
  const { session, signInPath } = useBackoffice();
  const [client] = useState(() => {
    const qc = createAppQueryClient({
      notify: (error) => toast.show(errorMessage(error, t)),
      onAuthError: () => {
        session.clear();
        // Leave the cache callback before dropping the cache and leaving the page.
        queueMicrotask(() => {
          qc.clear();
          onSignedOut(signInPath);
        });
      },
    });
    return qc;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
