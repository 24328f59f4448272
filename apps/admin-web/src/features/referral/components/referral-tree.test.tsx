import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { backoffice } from '../../../config/backoffice';
import { ReferralTree } from './referral-tree';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const node = (over: Record<string, unknown>) => ({
  kind: 'user', id: '1', name: 'ann@mall.test', usercode: '11111111', invitationCode: 'ANN234', allowed: true, agentLevel: 0, children: 0, createTime: '2026-01-01 10:00:00', ...over,
});
const shop = node({ kind: 'seller', id: '9', name: 'shop@mall.test', usercode: '', invitationCode: 'SHOP2345', children: 1 });
const ann = node({ children: 1 });
const bob = node({ id: '2', name: 'bob@mall.test', usercode: '22222222', invitationCode: 'BOB234' });

function server() {
  return fakeApi({
    'referral!get': () => ({ node: ann, upline: [shop], levels: [{ level: 1, count: 1 }], total: 1 }),
    'referral!info': () => ({ node: ann, upline: [shop], levels: [{ level: 1, count: 1 }], total: 1 }),
    'referral!list': (p) => ({ pageList: p.id === '1' ? [bob] : [], pageInfo: { pageNum: 1, pageSize: 50, totalElements: p.id === '1' ? 1 : 0 } }),
    'referral!setAgentLevel': () => null,
    'referral!setAllowed': () => null,
  });
}

async function renderTree(mayEdit = true) {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'referral', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><ReferralTree mayEdit={mayEdit} /></BackofficeProviders>);
}

describe('referral tree', () => {
  it('finds an account by code and shows its referrers and the accounts it invited', async () => {
    const calls = server();
    await renderTree();
    fireEvent.change(screen.getByLabelText('UID, username, seller email or invitation code'), { target: { value: 'ANN234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByTestId('referral-upline')).textContent).toContain('shop@mall.test');
    expect((await screen.findByTestId('referral-node')).textContent).toContain('bob@mall.test');
    expect(calls.find((c) => c.name === 'referral!get')?.params.q).toBe('ANN234');
  });

  it('lets a super admin set the agent level and take the right to refer away', async () => {
    const calls = server();
    await renderTree();
    fireEvent.change(screen.getByLabelText('UID, username, seller email or invitation code'), { target: { value: 'ANN234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'May refer others' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'referral!setAllowed')?.params).toEqual({ kind: 'user', id: '1', allowed: '0' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Agent level' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Agent level 2' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'referral!setAgentLevel')?.params).toEqual({ kind: 'user', id: '1', level: '2' }));
  });

  it('shows support the tree without the controls to change it', async () => {
    server();
    await renderTree(false);
    fireEvent.change(screen.getByLabelText('UID, username, seller email or invitation code'), { target: { value: 'ANN234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(((await screen.findByRole('switch', { name: 'May refer others' })) as HTMLInputElement).disabled).toBe(true);
  });
});
