import { describe, expect, it } from 'vitest';
import { formatInstant, formatListTime } from './chat-time';

describe('chat times', () => {
  it('shows the hour for a message of today and the date for an older one', () => {
    const now = new Date(2026, 10, 26, 15, 0);
    expect(formatListTime(new Date(2026, 10, 26, 9, 5).toISOString(), now)).toBe('09:05');
    expect(formatListTime(new Date(2026, 10, 25, 23, 59).toISOString(), now)).toBe('2026-11-25');
    expect(formatListTime('', now)).toBe('');
  });

  it('shows an instant in full, or -- when there is none', () => {
    expect(formatInstant(new Date(2026, 0, 2, 3, 4, 5).toISOString())).toBe('2026-01-02 03:04:05');
    expect(formatInstant('')).toBe('--');
  });
});
