import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { invitationLink, ReferralInvite, ReferralMembers, type ReferralMembersQuery } from './referral-network';
import { ToastProvider } from './toast-provider';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); vi.useRealTimers(); });

const ns = { ns: ['referral' as const] };

describe('invitationLink', () => {
  it('puts the code, escaped, on the sign-up page of the origin', () => {
    expect(invitationLink('https://shop.test', '/register', 'AB C')).toBe('https://shop.test/register?code=AB%20C');
  });
});

describe('ReferralInvite', () => {
  it('shows the code and link, copies them, and warns when inviting is not allowed', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await renderWithUi(<ToastProvider delayMs={0}><ReferralInvite code="SHOP2345" link="https://shop.test/register?code=SHOP2345" agentLevel={2} allowed={false} /></ToastProvider>, ns);
    expect((screen.getByTestId('referral-code') as HTMLInputElement).value).toBe('SHOP2345');
    expect((screen.getByTestId('referral-link') as HTMLInputElement).value).toBe('https://shop.test/register?code=SHOP2345');
    expect(screen.getByText('Agent level 2')).toBeTruthy();
    expect(screen.getByRole('alert')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getAllByRole('button', { name: 'Copy' })[0]); });
    expect(writeText).toHaveBeenCalledWith('SHOP2345');
  });

  it('names its section by the heading when it has one', async () => {
    await renderWithUi(<ToastProvider><ReferralInvite code="A" link="l" agentLevel={0} allowed heading={{ title: 'Invite friends', intro: 'Share your code.' }} /></ToastProvider>, ns);
    expect(screen.getByRole('region', { name: 'Invite friends' })).toBeTruthy();
    expect(screen.queryByText(/Agent level/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('ReferralMembers', () => {
  const members = (asked: [number, number, number][], total = 1): ((level: number, page: number, size: number) => ReferralMembersQuery) => (level, page, size) => {
    asked.push([level, page, size]);
    const list = level === 1 ? [{ name: `an***@mall.test p${page}`, createTime: '2026-01-02 10:00:00' }] : [];
    return { isPending: false, isError: false, data: { list, total: level === 1 ? total : 0 }, refetch: () => undefined };
  };

  it('lists the first level, then the level whose tab is chosen', async () => {
    const asked: [number, number, number][] = [];
    await renderWithUi(<ReferralMembers total={3} levels={[{ level: 1, count: 1 }, { level: 2, count: 2 }]} useMembers={members(asked)} />, ns);
    expect(screen.getByTestId('referral-total').textContent).toBe('3');
    expect(screen.getByTestId('referral-member').textContent).toContain('an***@mall.test p1');
    expect(asked.at(-1)).toEqual([1, 1, 20]);
    fireEvent.click(screen.getByTestId('referral-level-2'));
    expect(asked.at(-1)).toEqual([2, 1, 20]);
    expect(screen.queryByTestId('referral-member')).toBeNull();
  });

  it('pages through a level of more than twenty', async () => {
    const asked: [number, number, number][] = [];
    await renderWithUi(<ReferralMembers total={45} levels={[{ level: 1, count: 45 }]} useMembers={members(asked, 45)} />, ns);
    fireEvent.click(screen.getByRole('button', { name: /page 3/ }));
    expect(asked.at(-1)).toEqual([1, 3, 20]);
    expect(screen.getByTestId('referral-member').textContent).toContain('p3');
  });

  it('shows level 1 empty before anyone signed up', async () => {
    const empty = () => ({ isPending: false, isError: false, data: { list: [], total: 0 }, refetch: () => undefined });
    await renderWithUi(<ReferralMembers total={0} levels={[]} useMembers={empty} />, ns);
    expect(screen.getByTestId('referral-level-1').textContent).toContain('(0)');
    expect(screen.getByText('Nobody has signed up at this level yet.')).toBeTruthy();
  });
});
