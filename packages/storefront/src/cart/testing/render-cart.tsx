import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider } from '../../shared/api-context';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { testApiClient } from '../../shared/testing/stub-api';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** Renders a cart component at `route` with the fake API; other routes show where it went. */
export function renderCart(ui: ReactElement, route: string, path = route) {
  return renderWithProviders(
    <ApiProvider client={testApiClient()}>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<Where />} />
      </Routes>
    </ApiProvider>,
    { route },
  );
}
