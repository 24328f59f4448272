import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { buyerChatApi } from '@mall/contract/chat';
import { accountApi } from '@mall/contract/account';
import { fakeServer } from '@mall/api-client/testing';
import { clearSession, setToken } from '../../shared/utils/session';
import { CHAT_POSITION_KEY } from '../hooks/use-floating-position';
import { ChatDialogProvider } from '../hooks/use-open-chat';
import { conversation, links, message, page } from '../testing/fixtures';
import { prepareChat } from '../testing/render-chat';
import { ChatDialog } from './chat-dialog';

const size = { width: 1024, height: 768 };
beforeEach(() => {
  Object.assign(window, { innerWidth: size.width, innerHeight: size.height });
  localStorage.removeItem(CHAT_POSITION_KEY);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearSession();
});

const dialog = () => screen.getByTestId('chat-dialog');
const place = () => ({ x: parseFloat(dialog().style.left), y: parseFloat(dialog().style.top) });
const drag = (from: { x: number; y: number }, to: { x: number; y: number }) => {
  fireEvent.pointerDown(screen.getByTestId('chat-dialog-handle'), { clientX: from.x, clientY: from.y, button: 0 });
  fireEvent.pointerMove(window, { clientX: to.x, clientY: to.y });
  fireEvent.pointerUp(window, { clientX: to.x, clientY: to.y });
};

describe('ChatDialog', () => {
  it('is 480 by 680 and starts in the bottom corner at the inline end', async () => {
    (await prepareChat())(<ChatDialog onClose={vi.fn()} links={links} />);
    expect(dialog().style.width).toBe('480px');
    expect(dialog().style.height).toBe('680px');
    expect(place()).toEqual({ x: 1024 - 480 - 16, y: 768 - 680 - 16 });
  });

  it('moves by its header and stays inside the window', async () => {
    (await prepareChat())(<ChatDialog onClose={vi.fn()} links={links} />);
    drag({ x: 600, y: 100 }, { x: 500, y: 90 });
    expect(place()).toEqual({ x: 428, y: 62 });
    drag({ x: 500, y: 90 }, { x: 5000, y: 5000 });
    expect(place()).toEqual({ x: 1024 - 480, y: 768 - 680 });
    drag({ x: 500, y: 90 }, { x: -5000, y: -5000 });
    expect(place()).toEqual({ x: 0, y: 0 });
  });

  it('stays inside a window that shrinks', async () => {
    localStorage.setItem(CHAT_POSITION_KEY, JSON.stringify({ x: 500, y: 80 }));
    (await prepareChat())(<ChatDialog onClose={vi.fn()} links={links} />);
    act(() => {
      Object.assign(window, { innerWidth: 700, innerHeight: 600 });
      window.dispatchEvent(new Event('resize'));
    });
    expect(place()).toEqual({ x: 700 - 480, y: 0 });
    expect(dialog().style.height).toBe('600px');
  });

  it('remembers where it was left', async () => {
    const render = await prepareChat();
    const first = render(<ChatDialog onClose={vi.fn()} links={links} />);
    drag({ x: 600, y: 100 }, { x: 300, y: 60 });
    expect(place()).toEqual({ x: 228, y: 32 });
    first.unmount();
    render(<ChatDialog onClose={vi.fn()} links={links} />);
    expect(place()).toEqual({ x: 228, y: 32 });
  });

  it('moves with the arrow keys on its header', async () => {
    (await prepareChat())(<ChatDialog onClose={vi.fn()} links={links} />);
    fireEvent.keyDown(screen.getByTestId('chat-dialog-handle'), { key: 'ArrowLeft' });
    expect(place()).toEqual({ x: 1024 - 480 - 32, y: 72 });
  });

  it('closes with its button and with Escape', async () => {
    const onClose = vi.fn();
    (await prepareChat())(<ChatDialog onClose={onClose} links={links} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close the chat' }));
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('tells a guest to sign in', async () => {
    (await prepareChat())(<ChatDialog onClose={vi.fn()} links={links} />);
    const d = screen.getByRole('dialog', { name: 'Online service' });
    expect(within(d).getByText('You are not logged in')).toBeTruthy();
    expect(within(d).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(within(d).queryByRole('textbox')).toBeNull();
  });

  it('shows customer service and the store conversations with their unread counts', async () => {
    setToken('buyer-token');
    fakeServer()
      .on(accountApi.me, { usercode: 'U1', username: 'ann', avatar: '', safeword: 1, phone: '', email: 'ann@mail.test', kyc: 0, name: '', agentCode: '', invitationCode: '' })
      .on(buyerChatApi.counts, { support: 2, stores: 3 })
      .on(buyerChatApi.threads, page([conversation({ id: '7', sellerName: 'Kettle House', unread: 3 })]))
      .on(buyerChatApi.list, [message({ content: 'Hello from support' })]);
    (await prepareChat())(<ChatDialog onClose={vi.fn()} links={links} />);
    expect(await screen.findByText('Hello from support')).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Conversations' });
    expect(within(tabs).getByRole('tab', { name: /Customer service/, selected: true })).toBeTruthy();
    const store = await within(tabs).findByRole('tab', { name: /Kettle House/ });
    expect(store.textContent).toContain('3');
  });
});

function Where() {
  const { search } = useLocation();
  return <span data-testid="search">{search}</span>;
}

describe('ChatDialogProvider', () => {
  it.each(['customerService', 'customer-service'])('opens the dialog for ?%s=1 and removes the parameter', async (param) => {
    (await prepareChat({ route: `/index?${param}=1&x=2` }))(<ChatDialogProvider links={links}><Where /></ChatDialogProvider>);
    expect(await screen.findByRole('dialog', { name: 'Online service' })).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?x=2'));
  });
});
