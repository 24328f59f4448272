import { describe, expect, it } from 'vitest';
import { avatarSrc } from './avatar';

describe('avatarSrc', () => {
  it('maps the number of a built-in avatar to its picture and nothing else', () => {
    expect(avatarSrc('1')).toBe('/avatars/1.svg');
    expect(avatarSrc('20')).toBe('/avatars/20.svg');
    for (const v of ['', '0', '21', '/avatars/3.svg', 'https://x.test/a.png', null, undefined]) expect(avatarSrc(v)).toBeUndefined();
  });
});
