import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApiClient } from '@mall/api-client/client';
import { FakeServer, serveFakeApi } from '@mall/api-client/testing/fake-fetch';
import { endpointNamed } from '@mall/api-client/testing/endpoint-index';
import { ToastProvider } from '@mall/ui/toast-provider';
import { ApiProvider } from '../api-context';
import { NAMESPACES } from '../i18n';
import { getToken } from '../utils/session';

/** Story parameters of a whole storefront screen: no padding, and the storefront's translations. */
export const screenParameters = { layout: 'fullscreen', i18nNamespaces: NAMESPACES };

/** A picture for fixtures: a tile of one hue with a label, as a data URL (no network, no upload). */
export function fixturePicture(label: string, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><rect width="400" height="400" fill="hsl(${hue} 55% 78%)"/><circle cx="200" cy="170" r="90" fill="hsl(${hue} 45% 60%)"/><text x="200" y="340" font-family="sans-serif" font-size="36" text-anchor="middle" fill="hsl(${hue} 40% 25%)">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * The contract-typed fake server answering buyer endpoints named by their `ctrl!method` (as the
 * component tests' stubApi): each answer is shaped by its endpoint's output schema, so a fixture that
 * drifts from the contract fails, and a name the contract does not have is refused at once.
 */
export function buyerServer(answers: Record<string, unknown>): FakeServer {
  const server = new FakeServer();
  for (const [name, answer] of Object.entries(answers)) {
    const ep = endpointNamed('buyer', name);
    if (!ep) throw new Error(`buyerServer: the contract has no buyer endpoint ${name}`);
    server.on(ep, answer as never);
  }
  return server;
}

export interface StorefrontScreenProps {
  /** The contract-typed fake API the screen talks to, made once per mount. */
  server: () => FakeServer;
  /** The address the screen is shown at (path and query), and the route pattern it is mounted on. */
  route: string;
  path?: string;
  /** Runs once before the first render: a session, a stored cart. */
  setup?: () => void;
  children: ReactNode;
}

/**
 * A storefront screen in Storybook: the fake server answers every API call of the page, with the
 * storefront's API client, server state, toasts and a router around the screen. Brand, theme and
 * language come from the toolbar (the preview's providers).
 */
export function StorefrontScreen({ server, route, path = route.split('?')[0], setup, children }: StorefrontScreenProps) {
  const { i18n } = useTranslation();
  const [state] = useState(() => {
    setup?.();
    serveFakeApi(server());
    return {
      // An absolute address, as a request needs one outside a browser (the stories' checks run in jsdom).
      api: createApiClient({ prefix: `${location.origin}/api`, getToken, getLang: () => i18n.language }),
      queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
    };
  });
  return (
    <ToastProvider>
      <ApiProvider client={state.api}>
        <QueryClientProvider client={state.queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={children} />
              <Route path="*" element={null} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </ApiProvider>
    </ToastProvider>
  );
}

