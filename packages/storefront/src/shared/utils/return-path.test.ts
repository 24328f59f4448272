import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturn } from './return-path';

describe('return path', () => {
  it('adds the return path to a link, encoded', () => {
    expect(withReturn('/wallet/recharge', '/settlement')).toBe('/wallet/recharge?return=%2Fsettlement');
    expect(withReturn('/r?x=1', '/orders/detail?id=7')).toBe('/r?x=1&return=%2Forders%2Fdetail%3Fid%3D7');
  });

  it('accepts only paths of this app', () => {
    expect(safeReturnPath('/settlement')).toBe('/settlement');
    expect(safeReturnPath('/orders/detail?id=7')).toBe('/orders/detail?id=7');
    for (const v of [null, '', 'https://evil.test/', '//evil.test/x', '/\\evil.test', 'settlement']) expect(safeReturnPath(v)).toBeNull();
  });
});
