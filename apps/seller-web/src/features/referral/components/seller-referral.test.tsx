import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { backoffice } from '../../../config/backoffice';
import { SellerReferral } from './seller-referral';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

async function renderPage() {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'referral', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><MemoryRouter><SellerReferral /></MemoryRouter></BackofficeProviders>);
}

describe('store referral page', () => {
  it('shows the store\'s code, a buyer sign-up link carrying it, and the buyers it brought', async () => {
    const calls = fakeApi({
      'referral!info': () => ({ invitationCode: 'SHOP2345', allowed: true, agentLevel: 2, referrerCode: '', levels: [{ level: 1, count: 1 }], total: 1 }),
      'referral!list': () => ({ pageList: [{ name: 'an***@mall.test', level: 1, createTime: '2026-01-02 10:00:00' }], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } }),
    });
    await renderPage();
    expect(((await screen.findByTestId('referral-code')) as HTMLInputElement).value).toBe('SHOP2345');
    expect((screen.getByTestId('referral-link') as HTMLInputElement).value).toBe(`${window.location.origin}/register?code=SHOP2345`);
    expect((await screen.findByTestId('referral-member')).textContent).toContain('an***@mall.test');
    expect(screen.getByText('Agent level 2')).toBeTruthy();
    expect(calls.find((c) => c.name === 'referral!list')?.params.level).toBe('1');
  });
});
