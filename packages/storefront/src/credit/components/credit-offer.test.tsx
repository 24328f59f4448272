import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi } from '../../shared/testing/stub-api';
import { renderCredit } from '../testing/render-credit';
import { config, links, localUser } from '../testing/fixtures';
import { CreditOffer } from './credit-offer';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

describe('loan offer', () => {
  beforeEach(() => setToken('tok'));

  it('states the configured range and daily rate and lets a buyer without a loan apply', async () => {
    stubApi({ 'credit!config': config, 'credit!check': 'true', 'localuser!get': localUser(1) });
    await renderCredit(<CreditOffer links={links} />);
    expect(await screen.findByText('Borrow from 100,000.00 to 30,000,000.00 USDT')).toBeTruthy();
    expect(screen.getByText('Fixed daily interest rate of 0.05 %')).toBeTruthy();
    const apply = await screen.findByRole('link', { name: 'Apply now' });
    expect(apply.getAttribute('aria-disabled')).toBeNull();
    expect(apply.getAttribute('href')).toBe('/credit/application');
  });

  it('disables Apply and says why while a loan is in use', async () => {
    stubApi({ 'credit!config': config, 'credit!check': 'false', 'localuser!get': localUser(1) });
    await renderCredit(<CreditOffer links={links} />);
    expect(await screen.findByText(/You have a loan under review or in use/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply now' }).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('loan offer for a visitor', () => {
  it('sends a visitor to sign in instead of asking the check', async () => {
    const calls = stubApi({ 'credit!config': config });
    await renderCredit(<CreditOffer links={links} />);
    expect((await screen.findByRole('link', { name: 'Sign in to apply' })).getAttribute('href')).toBe('/login');
    expect(calls.some((c) => c.endpoint === 'credit!check')).toBe(false);
  });
});
