import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, setToken } from '../../shared/utils/session';
import type { ReactElement } from 'react';
import { ApiProvider } from '../../shared/api-context';
import { stubApi, testApiClient } from '../../shared/testing/stub-api';
import { renderWithProviders as renderBase } from '../../shared/testing/render-with-providers';
import { ACTIVITY_SEEN_KEY, ActivityPopup } from './activity-popup';
import { ReferralCentre } from './referral-centre';
import { SubscribeForm } from './subscribe-form';

/** Renders with the fake API (absolute addresses, as `fetch` needs outside a browser). */
const renderWithProviders = (ui: ReactElement) => renderBase(<ApiProvider client={testApiClient()}>{ui}</ApiProvider>);

afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); sessionStorage.clear(); });

/** Makes one endpoint of the stubbed API answer a business error. */
function failing(endpoint: string, key: string, msg: string) {
  const fetchStub = vi.mocked(fetch);
  const answer = fetchStub.getMockImplementation()!;
  fetchStub.mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (url.pathname.endsWith(endpoint)) return new Response(JSON.stringify({ code: '1', msg, data: null, key }), { headers: { 'content-type': 'application/json' } });
    return answer(input, init);
  });
}

const info = (over = {}) => ({ invitationCode: 'ABC234', allowed: true, agentLevel: 0, referrerCode: '', levels: [{ level: 1, count: 2 }, { level: 2, count: 1 }], total: 3, ...over });
const members = { pageList: [{ name: 'an***@mall.test', level: 1, createTime: '2026-01-02 10:00:00' }], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } };

describe('referral centre', () => {
  beforeEach(() => setToken('tok'));

  it('shows the code, a sign-up link carrying it, the QR code and the counts by level', async () => {
    stubApi({ 'referral!info': info(), 'referral!list': members });
    await renderWithProviders(<ReferralCentre registerPath="/register" />);
    expect(((await screen.findByTestId('referral-code')) as HTMLInputElement).value).toBe('ABC234');
    expect((screen.getByTestId('referral-link') as HTMLInputElement).value).toBe(`${window.location.origin}/register?code=ABC234`);
    expect(screen.getByTestId('referral-total').textContent).toBe('3');
    expect(screen.getByTestId('referral-level-2').textContent).toBe('Level 2 (1)');
    expect((await screen.findAllByTestId('referral-member'))[0].textContent).toContain('an***@mall.test');
    expect(await screen.findByRole('img', { name: 'QR code of your invitation link' })).toBeTruthy();
  });

  it('asks for the members of the level chosen', async () => {
    const calls = stubApi({ 'referral!info': info(), 'referral!list': members });
    await renderWithProviders(<ReferralCentre registerPath="/register" />);
    fireEvent.click(await screen.findByTestId('referral-level-2'));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'referral!list' && c.query.get('level') === '2')).toBe(true));
  });

  it('warns when referring was disabled by an admin', async () => {
    stubApi({ 'referral!info': info({ allowed: false }), 'referral!list': members });
    await renderWithProviders(<ReferralCentre registerPath="/register" />);
    expect(await screen.findByText(/Inviting is disabled for your account/)).toBeTruthy();
  });

  it('shows the refusal of a recommender code that would close a cycle', async () => {
    stubApi({ 'referral!info': info(), 'referral!list': members });
    failing('referral!bind', 'REFERRAL_CYCLE', 'This code belongs to someone you invited: referrals cannot go in a circle');
    await renderWithProviders(<ReferralCentre registerPath="/register" />);
    fireEvent.change(await screen.findByLabelText("Recommender's invitation code"), { target: { value: 'XYZ789' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/referrals cannot go in a circle/)).toBeTruthy();
  });

  it('shows the recommender once one is recorded', async () => {
    stubApi({ 'referral!info': info({ referrerCode: 'QQQ222' }), 'referral!list': members });
    await renderWithProviders(<ReferralCentre registerPath="/register" />);
    expect((await screen.findByTestId('referral-recommender')).textContent).toContain('QQQ222');
    expect(screen.queryByLabelText("Recommender's invitation code")).toBeNull();
  });
});

describe('activity pop-up', () => {
  const activity = { id: '7', title: 'Spring draw', imgUrl: '', detailUrl: 'https://draw.example/spring' };

  it('shows once per session with its detail link, and closes', async () => {
    stubApi({ 'activity/lottery!getCurrentActivity': activity });
    await renderWithProviders(<ActivityPopup />);
    const link = await screen.findByRole('link', { name: 'View details' });
    expect(link.getAttribute('href')).toBe('https://draw.example/spring');
    expect(sessionStorage.getItem(ACTIVITY_SEEN_KEY)).toBe('7');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByTestId('activity-popup')).toBeNull());
    cleanup();
    await renderWithProviders(<ActivityPopup />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByTestId('activity-popup')).toBeNull();
  });

  it('shows nothing when no activity runs', async () => {
    const calls = stubApi({ 'activity/lottery!getCurrentActivity': {} });
    await renderWithProviders(<ActivityPopup />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('activity-popup')).toBeNull();
  });
});

describe('newsletter form', () => {
  it('subscribes an email and clears the field', async () => {
    const calls = stubApi({ 'subscribe!add': null });
    await renderWithProviders(<SubscribeForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Newsletter' }), { target: { value: 'ann@mall.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Newsletter' }) as HTMLInputElement).value).toBe(''));
    expect(calls[0].query.get('email')).toBe('ann@mall.test');
  });

  it('shows the refusal of an address already subscribed', async () => {
    stubApi({});
    failing('subscribe!add', 'SUBSCRIBE_EXISTS', 'This email is already subscribed');
    await renderWithProviders(<SubscribeForm />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Newsletter' }), { target: { value: 'ann@mall.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('This email is already subscribed')).toBeTruthy();
  });
});
