import { describe, expect, it } from 'vitest';
import { drawInviteCode, maskAccountName, normalizeInviteCode } from './referral';

describe('maskAccountName', () => {
  it('keeps two letters of an email name and the domain', () => {
    expect(maskAccountName('annabel@mall.test')).toBe('an***@mall.test');
  });
  it('never shows a one- or two-letter email name whole', () => {
    expect(maskAccountName('ab@mall.test')).toBe('a***@mall.test');
    expect(maskAccountName('a@mall.test')).toBe('a***@mall.test');
  });
  it('hides the middle digits of a phone and keeps the area code', () => {
    expect(maskAccountName('44 7911123456')).toBe('44 791****456');
  });
});

describe('invitation codes', () => {
  it('draws codes of the asked length from the alphabet without look-alikes', () => {
    const code = drawInviteCode(8, (n) => n - 1);
    expect(code).toHaveLength(8);
    expect(code).not.toMatch(/[01IO]/);
  });
  it('normalises a typed code', () => {
    expect(normalizeInviteCode('  ab12cd ')).toBe('AB12CD');
  });
});
