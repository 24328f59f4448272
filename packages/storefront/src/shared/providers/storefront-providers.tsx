import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { UiProviders } from '@mall/ui/providers';
import { ToastProvider, useToast } from '@mall/ui/toast-provider';
import type { ApiClient } from '@mall/api-client/client';
import { accountKeys } from '@mall/api-client/account';
import { currentBrand } from '@mall/branding/brands';
import { isRtl } from '@mall/i18n/languages';
import { ApiProvider } from '../api-context';
import { scheduleCartRestore } from '../utils/cart-store';
import { clearSession } from '../utils/session';
import { errorMessage } from '../utils/errors';
import { createAppQueryClient } from '@mall/api-client/query-client';

export interface StorefrontProvidersProps {
  i18n: I18n;
  /** The app's buyer API client (its prefix and timeout differ between the storefronts). */
  api: ApiClient;
  /** Called on a 403 before the session is cleared: the app goes to the root (answers when there). */
  onSignedOut: () => Promise<void> | void;
  children: ReactNode;
}

function QueryProvider({ onSignedOut, children }: { onSignedOut: StorefrontProvidersProps['onSignedOut']; children: ReactNode }) {
  const toast = useToast();
  const { t } = useTranslation();
  // The handlers read the latest values through a ref, so the client is created once.
  const latest = useRef({ toast, t, onSignedOut });
  latest.current = { toast, t, onSignedOut };
  const [client] = useState(() => {
    const qc = createAppQueryClient({
      notify: (error) => latest.current.toast.show(errorMessage(error, latest.current.t)),
      // Leave first, then forget the session, so guarded pages do not redirect to /login on the way.
      onAuthError: () => {
        void Promise.resolve(latest.current.onSignedOut()).finally(() => {
          clearSession();
          qc.removeQueries({ queryKey: accountKeys.all });
        });
      },
    });
    return qc;
  });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Theme (brand + direction), translations, toasts, the API client and server state around a storefront. */
export function StorefrontProviders({ i18n, api, onSignedOut, children }: StorefrontProvidersProps) {
  // docs/product-rules.md: the cart is restored from storage 1.5 s after start.
  useEffect(() => { scheduleCartRestore(); }, []);
  return (
    <I18nextProvider i18n={i18n}>
      <UiProviders brand={currentBrand()} direction={isRtl(i18n.language) ? 'rtl' : 'ltr'}>
        <ToastProvider>
          <ApiProvider client={api}>
            <QueryProvider onSignedOut={onSignedOut}>{children}</QueryProvider>
          </ApiProvider>
        </ToastProvider>
      </UiProviders>
    </I18nextProvider>
  );
}
