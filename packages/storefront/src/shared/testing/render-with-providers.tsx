import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient } from '@mall/api-client/client';
import { initI18n } from '@mall/i18n/web';
import { UiProviders } from '@mall/ui/providers';
import { ToastProvider } from '@mall/ui/toast-provider';
import { currentBrand } from '@mall/branding/brands';
import { ApiProvider } from '../api-context';
import { NAMESPACES } from '../i18n';

/** A buyer API client as the desktop storefront has it; tests stub `fetch` underneath. */
const testApi = createApiClient({ prefix: '/api', getToken: () => null, getLang: () => 'en' });

/** Renders a component inside a storefront's providers, in English, at a route. */
export async function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const i18n = await initI18n('en', NAMESPACES);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <UiProviders brand={currentBrand()} direction="ltr">
        <ToastProvider delayMs={0}>
          <ApiProvider client={testApi}>
            <QueryClientProvider client={queryClient}>
              <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
            </QueryClientProvider>
          </ApiProvider>
        </ToastProvider>
      </UiProviders>
    </I18nextProvider>,
  );
}
