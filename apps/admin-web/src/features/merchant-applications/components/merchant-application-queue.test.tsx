import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { backoffice } from '../../../config/backoffice';
import { MerchantApplicationQueue } from './merchant-application-queue';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const application = {
  id: '9', status: 'pending', storeName: 'Ann Lamps', category: 'Home', email: 'shop@x.test', phone: '15112345678', country: 'Germany',
  docKind: 'personal', documents: ['/uploads/a.png', '/uploads/b.png'], reason: '', createTime: '2026-11-20 10:00:00', updateTime: '2026-11-20 10:00:00',
  applicant: 'ann@x.test', decidedBy: '', sellerId: '',
};

function queueServer() {
  const state = { row: { ...application } as Record<string, unknown> };
  return fakeApi({
    'merchantApply!list': () => ({ pageList: [state.row], pageInfo: { pageNum: 1, pageSize: 10, totalElements: 1 } }),
    'merchantApply!approve': () => { state.row = { ...state.row, status: 'approved', sellerId: '4' }; return { sellerId: '4' }; },
    'merchantApply!reject': (p) => { state.row = { ...state.row, status: 'rejected', reason: p.reason }; return null; },
    'merchantApply!requestDocuments': (p) => { state.row = { ...state.row, status: 'more_docs', reason: p.reason }; return null; },
  });
}

async function renderQueue() {
  const i18n = await initI18n('en', ['admin', 'merchant', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><MerchantApplicationQueue /></BackofficeProviders>);
}

describe('merchant applications queue', () => {
  it('lists the applications in review with their document pictures', async () => {
    const calls = queueServer();
    await renderQueue();
    const row = await screen.findByTestId('merchant-application-row');
    expect(within(row).getByRole('img', { name: 'Document picture 2' })).toBeTruthy();
    expect(row.textContent).toContain('ann@x.test');
    expect(row.textContent).toContain('Personal ID');
    expect(calls.find((c) => c.name === 'merchantApply!list')!.params).toMatchObject({ status: 'pending' });
  });

  it('approves after confirming', async () => {
    const calls = queueServer();
    await renderQueue();
    const row = await screen.findByTestId('merchant-application-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Approve' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'merchantApply!approve' && c.params.id === '9')).toBe(true));
  });

  it('asks for more documents only with a reason', async () => {
    const calls = queueServer();
    await renderQueue();
    fireEvent.click(within(await screen.findByTestId('merchant-application-row')).getByRole('button', { name: 'Ask for more documents' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Please enter a reason')).toBeTruthy();
    expect(calls.some((c) => c.name === 'merchantApply!requestDocuments')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Add the back side' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'merchantApply!requestDocuments')?.params).toMatchObject({ id: '9', reason: 'Add the back side' }));
  });
});
