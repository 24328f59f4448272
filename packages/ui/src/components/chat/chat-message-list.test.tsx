import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithUi } from '../../test-utils';
import { ChatMessageList, type ChatListMessage } from './chat-message-list';

afterEach(cleanup);

const msg = (over: Partial<ChatListMessage> & { id: string }): ChatListMessage => ({
  send_receive: 'receive', type: 'text', content: '', createtime: '2025-01-02 10:00', delete_status: 0, ...over,
});

describe('ChatMessageList', () => {
  it('shows a markup payload as inert text, not as an element', async () => {
    const payload = '<img src=x onerror="window.__pwned=1">';
    const { container } = await renderWithUi(<ChatMessageList messages={[msg({ id: '1', content: payload })]} />);
    expect(screen.getByText(payload)).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps newlines as line breaks', async () => {
    await renderWithUi(<ChatMessageList messages={[msg({ id: '1', content: 'hello\nworld' })]} />);
    const bubble = screen.getByText((_, el) => el?.textContent === 'hello\nworld' && el.childElementCount === 0);
    expect(getComputedStyle(bubble).whiteSpace).toBe('pre-wrap');
  });

  it('puts my messages at the inline end and theirs at the start', async () => {
    await renderWithUi(<ChatMessageList messages={[msg({ id: '1', content: 'hi', send_receive: 'receive' }), msg({ id: '2', content: 'yo', send_receive: 'send' })]} />);
    const [theirs, mine] = screen.getAllByTestId('chat-message');
    expect(getComputedStyle(theirs).alignItems).toBe('flex-start');
    expect(getComputedStyle(mine).alignItems).toBe('flex-end');
  });

  it('opens a picture full size from its thumbnail', async () => {
    await renderWithUi(<ChatMessageList messages={[msg({ id: '1', type: 'img', content: '/upload/a.png' })]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open the picture full size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Picture' });
    expect(within(dialog).getByRole('img', { name: 'Picture' }).getAttribute('src')).toBe('/upload/a.png');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close picture' }));
  });

  it('hides a withdrawn message behind a placeholder', async () => {
    await renderWithUi(<ChatMessageList messages={[msg({ id: '1', content: 'secret', delete_status: 1 })]} />);
    expect(screen.getByText('This message was withdrawn')).toBeTruthy();
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('marks a sending message and offers a retry for a failed one', async () => {
    const onRetry = vi.fn();
    const failed = msg({ id: 'f', content: 'again', send_receive: 'send', state: 'failed' });
    await renderWithUi(<ChatMessageList messages={[msg({ id: 's', content: 'wait', send_receive: 'send', state: 'sending' }), failed]} onRetry={onRetry} />);
    expect(screen.getByText('Sending…')).toBeTruthy();
    expect(screen.getByText('Not sent')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith(failed);
  });

  it('loads older messages from the top', async () => {
    const onLoadOlder = vi.fn();
    await renderWithUi(<ChatMessageList messages={[msg({ id: '1', content: 'x' })]} hasOlder onLoadOlder={onLoadOlder} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load older messages' }));
    expect(onLoadOlder).toHaveBeenCalledOnce();
  });

  it('takes labels from the caller', async () => {
    await renderWithUi(<ChatMessageList messages={[]} labels={{ empty: 'Pick a conversation' }} />);
    expect(screen.getByText('Pick a conversation')).toBeTruthy();
  });

  it('speaks Arabic', async () => {
    await renderWithUi(<ChatMessageList messages={[msg({ id: '1', delete_status: 1 })]} />, { lng: 'ar' });
    expect(screen.getByText('تم سحب هذه الرسالة')).toBeTruthy();
  });

  it('shows what the caller adds beside a message', async () => {
    await renderWithUi(<ChatMessageList messages={[msg({ id: '7', content: 'hi' })]} footer={(m) => <button type="button">{`withdraw ${m.id}`}</button>} />);
    expect(within(screen.getByTestId('chat-message')).getByRole('button', { name: 'withdraw 7' })).toBeTruthy();
  });
});
