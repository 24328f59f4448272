import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { backoffice } from '../../../config/backoffice';
import { KycQueue } from './kyc-queue';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); localStorage.clear(); });

const row = {
  id: '5', ownerKind: 'user', ownerId: '9', ownerName: 'ann@x.test', level: 'basic', status: 0, name: 'Ann Lee', idname: 'passport', idnumber: 'P123',
  nationality: 'Germany', idimg_1: '/kyc-files/a.png', idimg_2: '/kyc-files/b.png', idimg_3: '/uploads/old.png', address: '', addressImg: '', reason: '',
  reviewer: '', createTime: '2026-11-20 10:00:00', reviewTime: '',
};
const slow = { timeout: 10_000 };

function queueServer() {
  const state = { row: { ...row } as Record<string, unknown> };
  return fakeApi({
    'kyc!list': () => ({ pageList: [state.row], pageInfo: { pageNum: 1, pageSize: 10, totalElements: 1 } }),
    'kyc!review': () => { state.row = { ...state.row, status: 1 }; return null; },
    'kyc!approve': () => { state.row = { ...state.row, status: 2 }; return null; },
    'kyc!reject': (p) => { state.row = { ...state.row, status: 3, reason: p.reason }; return null; },
  });
}

async function renderQueue() {
  localStorage.setItem('ES_ADMIN_TOKEN', 'adm-token');
  const i18n = await initI18n('en', ['admin', 'backoffice', 'kyc', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><KycQueue /></BackofficeProviders>);
}

describe('identity review queue', () => {
  it('lists applied verifications with their pictures, private ones carrying the session token', async () => {
    const calls = queueServer();
    await renderQueue();
    const r = await screen.findByTestId('kyc-row', {}, slow);
    expect(within(r).getByText('Ann Lee')).toBeTruthy();
    expect(within(r).getByRole('img', { name: 'Front of the document: Ann Lee' }).getAttribute('src')).toBe('/kyc-files/a.png?token=adm-token');
    expect(within(r).getByRole('img', { name: 'You holding the document: Ann Lee' }).getAttribute('src')).toBe('/uploads/old.png');
    expect(calls.find((c) => c.name === 'kyc!list')!.params.status).toBe('0');
  }, 30_000);

  it('takes for review, then approves', async () => {
    const calls = queueServer();
    await renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: 'Take for review: Ann Lee' }, slow));
    expect(await screen.findByText('Taken for review', {}, slow)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve: Ann Lee' }, slow));
    await waitFor(() => expect(calls.some((c) => c.name === 'kyc!approve' && c.params.id === '5')).toBe(true), slow);
  }, 30_000);

  it('rejects only with a reason', async () => {
    const calls = queueServer();
    await renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject: Ann Lee' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Please fill in this field', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.name === 'kyc!reject')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Blurred' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'kyc!reject')?.params.reason).toBe('Blurred'), slow);
  }, 30_000);
});
