import { vi } from 'vitest';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider } from '../../shared/api-context';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { testApiClient } from '../../shared/testing/stub-api';
import type { OrdersLinks } from '../orders-links';

export const links: OrdersLinks = {
  list: '/orders',
  detail: (id) => `/orders/detail?id=${id}`,
  returns: (id) => `/orders/return?id=${id}`,
  review: (id) => `/orders/review?id=${id}`,
  transactionPassword: '/settings/safeword',
  recharge: '/wallet/recharge',
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** Renders an order page at `route` (path and query) with the fake API; other routes show where the page went. */
export function renderOrders(page: ReactElement, route: string) {
  const path = route.split('?')[0];
  return renderWithProviders(
    <ApiProvider client={testApiClient()}>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </ApiProvider>,
    { route },
  );
}

/**
 * Records the JSON bodies sent to an endpoint (`ctrl!method`), read as each request leaves; call it
 * after `stubApi`, whose answers it passes on.
 */
export function captureJsonBodies(endpoint: string): unknown[] {
  const inner = globalThis.fetch;
  const bodies: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (new URL(request.url).pathname.endsWith(`/${endpoint}`)) bodies.push(await request.clone().json());
    return inner(request);
  });
  return bodies;
}
