import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ApiProvider } from '../../shared/api-context';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { testApiClient } from '../../shared/testing/stub-api';
import type { WalletLinks } from '../wallet-links';

export const links: WalletLinks = { wallet: '/wallet', recharge: '/wallet/recharge', withdraw: '/wallet/withdraw', transactionPassword: '/settings/safeword' };

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="where">{pathname}</p>;
}

/** Renders a wallet page at `route` (path and query) with the fake API; other routes show where the page went. */
export function renderWallet(page: ReactElement, route: string) {
  return renderWithProviders(
    <ApiProvider client={testApiClient()}>
      <Routes>
        <Route path={route.split('?')[0]} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </ApiProvider>,
    { route },
  );
}
