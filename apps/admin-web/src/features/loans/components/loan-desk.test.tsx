import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { LoanDesk } from './loan-desk';
import { loanSettingsErrors } from './loan-settings-form';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const loan = {
  id: '12', ownerKind: 'user', ownerId: '7', ownerName: 'amy@x.test', realName: 'Amy Lee', countryId: '1', identification: 'P123',
  imgCertificateFace: '/uploads/f.png', imgCertificateBack: '/uploads/b.png', imgCertificateHand: '/uploads/h.png',
  kinName: 'Bo', kinPhone: '555', kinRelation: 'brother', kinAddress: '', workAddress: '', homeAddress: '',
  applyAmount: 2000000, creditPeriod: 30, creditRate: 0.0005, defaultRate: 0.001, status: 1, firstApprover: '', needsSecondApproval: false,
  rejectReason: '', createTime: '2026-11-20 10:00:00', disbursedAt: '', dueDate: '', repaidAt: '', interest: 0, outstanding: 0, overdueDays: 0,
};

function loanServer(approveAnswer: { status: number; needsSecondApproval: boolean }) {
  const state = { row: { ...loan } as Record<string, unknown> };
  return fakeApi({
    'loan!list': () => ({ pageList: [state.row], pageInfo: { pageNum: 1, pageSize: 10, totalElements: 1 } }),
    'loan!approve': () => { state.row = { ...state.row, needsSecondApproval: approveAnswer.needsSecondApproval, firstApprover: 'Fiona', status: approveAnswer.status }; return approveAnswer; },
    'loan!reject': (p) => { state.row = { ...state.row, status: 4, rejectReason: p.reason }; return null; },
  });
}

async function renderDesk() {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><LoanDesk /></BackofficeProviders>);
}

describe('loan desk', () => {
  it('lists applications under review with their three ID pictures', async () => {
    const calls = loanServer({ status: 2, needsSecondApproval: false });
    await renderDesk();
    const row = await screen.findByTestId('loan-row');
    expect(within(row).getByRole('img', { name: 'Front of the document of Amy Lee' })).toBeTruthy();
    expect(within(row).getByRole('img', { name: 'Amy Lee holding the document' })).toBeTruthy();
    expect(row.textContent).toContain('2,000,000.00');
    expect(calls.find((c) => c.name === 'loan!list')!.params).toMatchObject({ status: '1', pageNum: '1' });
  });

  it('refuses to reject without a reason, then sends the reason', async () => {
    const calls = loanServer({ status: 2, needsSecondApproval: false });
    await renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject application 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this application?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeTruthy();
    expect(calls.some((c) => c.name === 'loan!reject')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Blurred photo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'loan!reject').map((c) => c.params)).toEqual([{ id: '12', reason: 'Blurred photo' }]));
  });

  it('says a second admin must confirm an approval above the threshold', async () => {
    const calls = loanServer({ status: 1, needsSecondApproval: true });
    await renderDesk();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve application 12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this loan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approval recorded: a second, different admin must confirm it')).toBeTruthy();
    expect(await screen.findByText('Approved by Fiona, waiting for a second admin')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'loan!approve').map((c) => c.params)).toEqual([{ id: '12' }]);
  });
});

describe('loan settings rules', () => {
  const good = { amountMin: '100000', amountMax: '30000000', dailyRate: '0.0005', defaultRate: '0.001', lendableDays: '7,30,90', approvalThreshold: '1000000', maxAutoRepayPercent: '50' };
  it('accepts the defaults and refuses a maximum below the minimum, rates outside 0..1 and bad terms', () => {
    expect(loanSettingsErrors(good)).toEqual({});
    expect(loanSettingsErrors({ ...good, amountMax: '99999' }).amountMax).toBe('range');
    expect(loanSettingsErrors({ ...good, dailyRate: '-0.1' }).dailyRate).toBe('rate');
    expect(loanSettingsErrors({ ...good, defaultRate: '2' }).defaultRate).toBe('rate');
    expect(loanSettingsErrors({ ...good, lendableDays: '7,400' }).lendableDays).toBe('terms');
    expect(loanSettingsErrors({ ...good, maxAutoRepayPercent: '101' }).maxAutoRepayPercent).toBe('percent');
  });
});
