import { describe, expect, it } from 'vitest';
import { isEvmAddress, isTronAddress, isValidAddress, toChecksumAddress, tronAddressOf } from './chain-address';

describe('withdrawal address formats', () => {
  it('accepts a real TRON address and refuses one with a changed character', () => {
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false);
    expect(isTronAddress('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(false);
  });

  it('encodes 20 bytes as a TRON address that validates', () => {
    const a = tronAddressOf(new Uint8Array(20).fill(7));
    expect(a).toMatch(/^T/);
    expect(isTronAddress(a)).toBe(true);
  });

  it('checks the EIP-55 checksum only for mixed case', () => {
    expect(isEvmAddress('0xdAC17F958D2ee523a2206206994597C13D831ec7')).toBe(true);
    expect(isEvmAddress('0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(true);
    expect(isEvmAddress('0xDAC17F958D2EE523A2206206994597C13D831EC7')).toBe(true);
    expect(isEvmAddress('0xdAC17F958D2ee523a2206206994597C13D831eC7')).toBe(false);
    expect(isEvmAddress('0xdac17f958d2ee523a2206206994597c13d831ec')).toBe(false);
    expect(toChecksumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
  });

  it('picks the rule by network', () => {
    expect(isValidAddress('trc20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isValidAddress('ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(false);
    expect(isValidAddress('BEP20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true);
    expect(isValidAddress('OMNI', 'short')).toBe(false);
  });
});
