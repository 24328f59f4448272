import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi } from '../../shared/testing/stub-api';
import { renderCredit } from '../testing/render-credit';
import { bill, emptyHistory, links, localUser } from '../testing/fixtures';
import { MyLoan } from './my-loan';

beforeEach(() => setToken('tok'));
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

const typeSafeword = async (digits: string) => {
  fireEvent.change(await within(screen.getByRole('dialog')).findByLabelText('Digit 1 of 6'), { target: { value: digits } });
};

describe('my loan', () => {
  it('shows the accrued interest and what repaying today costs', async () => {
    stubApi({ 'credit!bill': bill(), 'credit!histroy': emptyHistory, 'localuser!get': localUser(1) });
    await renderCredit(<MyLoan links={links} />);
    expect((await screen.findByTestId('credit-interest')).textContent).toBe('500.00 USDT');
    expect(screen.getByTestId('credit-total').textContent).toBe('100,500.00 USDT');
    expect(screen.getByText('No applications yet.')).toBeTruthy();
  });

  it('offers a recharge when the balance is short', async () => {
    const calls = stubApi({
      'credit!bill': bill(), 'credit!histroy': emptyHistory, 'localuser!get': localUser(1), 'wallet!getUsdt': { money: 10 },
    });
    // credit!pay answers the server's business error.
    const fetchStub = vi.mocked(fetch);
    const answer = fetchStub.getMockImplementation()!;
    fetchStub.mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith('credit!pay')) {
        calls.push({ endpoint: 'credit!pay', query: url.searchParams });
        return new Response(JSON.stringify({ code: '1', msg: 'Balance not enough, please recharge', data: null, key: 'BALANCE_NOT_ENOUGH' }), { headers: { 'content-type': 'application/json' } });
      }
      return answer(input, init);
    });
    await renderCredit(<MyLoan links={links} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Repay now' }));
    await typeSafeword('123456');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Repay' }));
    expect(await within(screen.getByRole('dialog')).findByRole('link', { name: 'Recharge' })).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.endpoint === 'credit!pay')!.query.get('safeword')).toBe('123456'));
  });

  it('lists a rejected application with its reason and a way to apply again', async () => {
    stubApi({
      'credit!bill': bill({ status: 0, creditId: '', applyAmount: 0, interest: 0, estimatePayment: 0 }), 'localuser!get': localUser(1),
      'credit!histroy': { ...emptyHistory, totalElements: 1, elements: [{ id: '9', applyAmount: 200000, creditPeriod: 30, creditRate: 0.0005, customerSubmitTime: '2026-11-01 10:00:00', status: 4, rejectReason: 'Blurred photo', repayAmount: 0 }] },
    });
    await renderCredit(<MyLoan links={links} />);
    expect(await screen.findByText('Reason: Blurred photo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Apply again' }).getAttribute('href')).toBe('/credit/application?creditId=9');
  });
});
