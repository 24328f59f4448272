import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiProvider } from '../../shared/api-context';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { stubApi, testApiClient } from '../../shared/testing/stub-api';
import { clearSession, setToken } from '../../shared/utils/session';
import { MerchantSettled } from './merchant-settled';
import { PromotePage } from './promote-page';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

const offer = { commissionRate: 0.08, autoReceiptDays: 12, returnDays: 7, categories: ['Home', 'Garden'] };
const user = { usercode: 'U1', username: 'ann@mail.test', avatar: '3', safeword: 0, phone: '', email: 'ann@mail.test', kyc: 0, name: '', agentCode: '', invitationCode: '' };
const application = (over: Record<string, unknown> = {}) => ({
  id: '5', status: 'pending', storeName: 'Ann Lamps', category: 'Home', email: 'shop@mail.test', phone: '15112345678', country: 'Germany',
  docKind: 'business', documents: ['/uploads/a.png'], reason: '', createTime: '2026-01-01 10:00:00', updateTime: '2026-01-01 10:00:00', ...over,
});
const render = (page: React.ReactElement, route = '/promote/') => renderWithProviders(<ApiProvider client={testApiClient()}>{page}</ApiProvider>, { route });

describe('promotion page', () => {
  it('shows the configured commission and settlement days, and asks a visitor to sign in before applying', async () => {
    const calls = stubApi({ 'merchant!offer': offer });
    await render(<PromotePage loginHref="/login" />);
    expect(await screen.findByText('Commission: 8% of the goods amount of each sale')).toBeTruthy();
    expect(screen.getByText(/at the latest 12 days after shipping/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in to apply' }).getAttribute('href')).toBe('/login');
    expect(calls.some((c) => c.endpoint === 'merchant!mine')).toBe(false);
  });

  it('refuses to send without the agreement and prefills the contact email from the account', async () => {
    setToken('tok');
    const calls = stubApi({ 'merchant!offer': offer, 'merchant!mine': null, 'localuser!get': user, 'merchant!apply': application() });
    await render(<PromotePage loginHref="/login" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Submit application' }));
    expect(screen.getByText('Please accept the seller agreement')).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'merchant!apply')).toBe(false);
    expect((screen.getByRole('textbox', { name: /Contact email/ }) as HTMLInputElement).value).toBe('ann@mail.test');
  });

  it('shows the reason and takes new pictures when more documents were asked for', async () => {
    setToken('tok');
    const calls = stubApi({
      'merchant!offer': offer, 'localuser!get': user,
      'merchant!mine': application({ status: 'more_docs', reason: 'Add the back of the ID' }),
      'merchant!resubmit': application(),
    });
    await render(<PromotePage loginHref="/login" />);
    expect(await screen.findByText('Reason: Add the back of the ID')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the documents' }));
    await waitFor(() => expect(calls.find((c) => c.endpoint === 'merchant!resubmit')?.query.get('documents')).toBe('/uploads/a.png'));
    expect(await screen.findByText('Application in review')).toBeTruthy();
  });

  it('offers a new application after a rejection', async () => {
    setToken('tok');
    stubApi({ 'merchant!offer': offer, 'localuser!get': user, 'merchant!mine': application({ status: 'rejected', reason: 'Unreadable' }) });
    await render(<PromotePage loginHref="/login" />);
    expect(await screen.findByText('Reason: Unreadable')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByRole('button', { name: 'Submit application' })).toBeTruthy();
  });
});

describe('/merchantSettled', () => {
  it('opens the promotion page in a new window with the language and avatar, and keeps a link', async () => {
    setToken('tok');
    stubApi({ 'localuser!get': user });
    const open = vi.fn();
    vi.stubGlobal('open', open);
    await render(<MerchantSettled promotePath="/promote/" />, '/merchantSettled');
    await waitFor(() => expect(open).toHaveBeenCalledWith('/promote/?lang=en&avatar=3', '_blank', 'noopener'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Open the merchant page' }).getAttribute('href')).toBe('/promote/?lang=en&avatar=3');
  });
});
