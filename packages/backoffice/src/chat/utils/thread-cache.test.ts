import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mall/api-client/chat';
import { chronological, compareIds, withMessages, withWithdrawn, type ThreadData } from './thread-cache';

const msg = (id: string, content = `m${id}`, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id, send_receive: 'receive', type: 'text', content, createtime: '2026-11-26 10:00', targetUsername: 'Amy', delete_status: 0,
  conversationId: '5', sender: 'buyer', createdAt: '2026-11-26T02:00:00.000Z', masked: 0, ...extra,
});
const thread = (...pages: string[][]): ThreadData => ({ pages: pages.map((p) => p.map((id) => msg(id))), pageParams: pages.map((_, i) => (i === 0 ? '' : pages[i - 1].at(-1)!)) });

describe('thread cache', () => {
  it('orders ids by value, not as text', () => {
    expect(['9', '10', '100000000000000001', '2'].sort(compareIds)).toEqual(['2', '9', '10', '100000000000000001']);
  });

  it('puts a new message on the newest page and reads the thread oldest first', () => {
    const next = withMessages(thread(['10', '9'], ['8', '7']), [msg('11')]);
    expect(next!.pages[0].map((m) => m.id)).toEqual(['11', '10', '9']);
    expect(chronological(next).map((m) => m.id)).toEqual(['7', '8', '9', '10', '11']);
  });

  it('adds a message the socket and a poll both bring only once', () => {
    const once = withMessages(thread(['10']), [msg('11')]);
    const twice = withMessages(once, [msg('11'), msg('10')]);
    expect(twice).toBe(once);
    expect(chronological(twice).map((m) => m.id)).toEqual(['10', '11']);
  });

  it('replaces a cached message that was withdrawn since, on any page', () => {
    const next = withMessages(thread(['10'], ['9']), [msg('9', '', { delete_status: 1 })]);
    expect(next!.pages[1][0]).toMatchObject({ id: '9', delete_status: 1, content: '' });
    expect(withWithdrawn(thread(['10']), '10')!.pages[0][0]).toMatchObject({ delete_status: 1, content: '' });
  });
});
