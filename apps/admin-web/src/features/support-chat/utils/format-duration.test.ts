import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('says seconds, minutes and hours with the two largest units', () => {
    expect(formatDuration(45, 'en')).toBe('45 sec');
    expect(formatDuration(125, 'en')).toBe('2 min 5 sec');
    expect(formatDuration(3_725, 'en')).toBe('1 hr 2 min');
    expect(formatDuration(3_600, 'en')).toBe('1 hr');
    expect(formatDuration(2 * 86_400 + 3 * 3_600 + 59, 'en')).toBe('2 days 3 hr');
  });

  it('rounds to the second and says 0 sec for an instant reply', () => {
    expect(formatDuration(0.4, 'en')).toBe('0 sec');
    expect(formatDuration(59.6, 'en')).toBe('1 min');
  });

  it('says -- when nothing was averaged', () => {
    expect(formatDuration(0, 'en', 0)).toBe('--');
    expect(formatDuration(Number.NaN, 'en')).toBe('--');
  });

  it('uses the words of the language', () => {
    expect(formatDuration(3_725, 'zh-CN')).toBe('1小时 2分钟');
  });
});
