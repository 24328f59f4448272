import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi } from '../../shared/testing/stub-api';
import { renderCredit } from '../testing/render-credit';
import { config, links, localUser } from '../testing/fixtures';
import { CreditApplicationForm } from './credit-application-form';

beforeEach(() => setToken('tok'));
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

const passedKyc = {
  name: 'Ann Lee', idname: 'passport', idnumber: 'P1234', nationality: 'US', idimg_1: '/uploads/k1.png', idimg_2: '/uploads/k2.png', idimg_3: '/uploads/k3.png',
  status: 2, msg: '', createTime: '2026-11-01 10:00:00',
};
const answers = {
  'credit!config': config, 'localuser!get': localUser(1), 'address!listCountry': { data: [{ id: 1, countryName: 'United States', isoCode: 'US', phoneCode: '1' }] },
  'kyc!get': passedKyc, 'credit!apply': null,
};

describe('loan application', () => {
  it('refuses an amount outside the range and an unticked agreement without sending', async () => {
    const calls = stubApi(answers);
    await renderCredit(<CreditApplicationForm links={links} />);
    fireEvent.change(await screen.findByRole('textbox', { name: /Loan amount/ }), { target: { value: '99999' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('The loan amount must be between 100,000.00 and 30,000,000.00')).toBeTruthy();
    expect(screen.getByText('Please read and accept the loan agreement')).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'credit!apply')).toBe(false);
  });

  it('prefills a passed verification and sends the application with the agreement tick', async () => {
    const calls = stubApi(answers);
    await renderCredit(<CreditApplicationForm links={links} />);
    await waitFor(() => expect((screen.getByRole('textbox', { name: /Real name/ }) as HTMLInputElement).value).toBe('Ann Lee'), { timeout: 8000 });
    fireEvent.change(screen.getByRole('textbox', { name: /Loan amount/ }), { target: { value: '100000' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Term/ }));
    fireEvent.click(await screen.findByRole('option', { name: '30 days' }));
    expect(screen.getByTestId('credit-estimate').textContent).toContain('1,500.00');
    fireEvent.change(screen.getByRole('combobox', { name: /Nationality/ }), { target: { value: 'United' } });
    fireEvent.click(await screen.findByRole('option', { name: 'United States' }));
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'credit!apply')).toBe(true));
    const q = calls.find((c) => c.endpoint === 'credit!apply')!.query;
    expect([q.get('applyAmount'), q.get('creditPeriod'), q.get('countryId'), q.get('identification'), q.get('imgCertificateHand'), q.get('agree')])
      .toEqual(['100000', '30', '1', 'P1234', '/uploads/k3.png', '1']);
  });
  it('prefills the name, nationality and document number of a passed verification', async () => {
    stubApi({ ...answers, 'kyc!get': { ...passedKyc, nationality: 'United States', idimg_1: '/kyc-files/k1.png' } });
    await renderCredit(<CreditApplicationForm links={links} />);
    await waitFor(() => expect((screen.getByRole('combobox', { name: /Nationality/ }) as HTMLInputElement).value).toBe('United States'), { timeout: 8000 });
    expect((screen.getByRole('textbox', { name: /Real name/ }) as HTMLInputElement).value).toBe('Ann Lee');
    expect((screen.getByRole('textbox', { name: /ID or passport number/ }) as HTMLInputElement).value).toBe('P1234');
    // A private picture is shown with the session's token.
    expect(screen.getByRole('img', { name: /Front/ }).getAttribute('src')).toBe('/kyc-files/k1.png?token=tok');
  }, 30_000);

  it('leaves the form empty while the verification is only under review', async () => {
    stubApi({ ...answers, 'kyc!get': { ...passedKyc, status: 1 } });
    await renderCredit(<CreditApplicationForm links={links} />);
    await screen.findByRole('textbox', { name: /Loan amount/ });
    await new Promise((r) => setTimeout(r, 50));
    expect((screen.getByRole('textbox', { name: /Real name/ }) as HTMLInputElement).value).toBe('');
  }, 30_000);

});
