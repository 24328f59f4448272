import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { FakeServer, serveFakeApi } from '@mall/api-client/testing/fake-fetch';
import { endpointNamed } from '@mall/api-client/testing/endpoint-index';
import type { Namespace } from '@mall/i18n/languages';
import { ToastProvider } from '@mall/ui/toast-provider';
import type { BackofficeConfig } from '../shared/backoffice-config';
import { BackofficeProvider } from '../shared/backoffice-context';

/** Story parameters of a whole staff screen: no padding, and the app's translations with the back office's. */
export const screenParameters = (namespace: 'admin' | 'seller') => ({
  layout: 'fullscreen',
  i18nNamespaces: [namespace, 'backoffice', 'errors', 'ui'] satisfies Namespace[],
});

/**
 * The contract-typed fake server of a staff app, answering endpoints named by their `ctrl!method` (as
 * the component tests' fakeApi): each answer is shaped by its endpoint's output schema, so a fixture
 * that drifts from the contract fails; a name no surface has is refused at once.
 */
export function staffServer(answers: Record<string, unknown>): FakeServer {
  const server = new FakeServer();
  for (const [name, answer] of Object.entries(answers)) {
    const eps = (['admin', 'seller', 'buyer'] as const).map((s) => endpointNamed(s, name)).filter((e) => e !== undefined);
    if (!eps.length) throw new Error(`staffServer: the contract has no endpoint ${name}`);
    for (const ep of eps) server.on(ep, answer as never);
  }
  return server;
}

/**
 * A staff screen in Storybook: the fake server answers every API call of the page, with the app's
 * configuration, server state, toasts and a router around the screen. Brand, theme and language come
 * from the toolbar (the preview's providers).
 */
export function BackofficeScreen({ config, server, children }: { config: BackofficeConfig; server: () => FakeServer; children: ReactNode }) {
  const [queryClient] = useState(() => {
    serveFakeApi(server());
    return new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
  });
  return (
    <ToastProvider>
      <BackofficeProvider config={config}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>{children}</MemoryRouter>
        </QueryClientProvider>
      </BackofficeProvider>
    </ToastProvider>
  );
}
