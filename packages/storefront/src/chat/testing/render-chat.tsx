import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { UiProviders } from '@mall/ui/providers';
import { ToastProvider } from '@mall/ui/toast-provider';
import { currentBrand } from '@mall/branding/brands';
import { ApiProvider } from '../../shared/api-context';
import { NAMESPACES } from '../../shared/i18n';
import { testApiClient } from '../../shared/testing/stub-api';
import { ChatSocketProvider } from '../hooks/use-chat-socket';
import { fakeWebSocketImpl } from '@mall/api-client/testing/fake-socket';

/**
 * Loads the translations first (so a test may switch to fake timers before rendering), then renders
 * inside the storefront's providers with the fake API and the chat socket on a `FakeSocket`.
 */
export async function prepareChat({ route = '/' }: { route?: string } = {}) {
  const i18n = await initI18n('en', NAMESPACES);
  return (ui: ReactElement) => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <I18nextProvider i18n={i18n}>
        <UiProviders brand={currentBrand()} direction="ltr">
          <ToastProvider delayMs={0}>
            <ApiProvider client={testApiClient()}>
              <QueryClientProvider client={queryClient}>
                <ChatSocketProvider url="ws://mall.test/ws" WebSocketImpl={fakeWebSocketImpl}>
                  <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
                </ChatSocketProvider>
              </QueryClientProvider>
            </ApiProvider>
          </ToastProvider>
        </UiProviders>
      </I18nextProvider>,
    );
  };
}
