import { describe, expect, it } from 'vitest';
import { messageTime } from './message-time';

describe('messageTime', () => {
  const now = new Date(2026, 4, 10, 15, 0);
  it('shows only the time for a message of today', () => {
    expect(messageTime(new Date(2026, 4, 10, 9, 5).toISOString(), now)).toBe('09:05');
  });
  it('shows the day for an older message', () => {
    expect(messageTime(new Date(2026, 4, 9, 23, 59).toISOString(), now)).toBe('2026-05-09 23:59');
  });
  it('shows nothing for a missing time', () => {
    expect(messageTime('', now)).toBe('');
  });
});
