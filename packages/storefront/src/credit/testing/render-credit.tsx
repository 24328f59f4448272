import type { ReactElement } from 'react';
import { ApiProvider } from '../../shared/api-context';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { testApiClient } from '../../shared/testing/stub-api';

/** Renders a loan page with the fake API (absolute addresses, as `fetch` needs outside a browser). */
export function renderCredit(page: ReactElement, route = '/') {
  return renderWithProviders(<ApiProvider client={testApiClient()}>{page}</ApiProvider>, { route });
}
