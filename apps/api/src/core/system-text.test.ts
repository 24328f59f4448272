import { describe, expect, it } from 'vitest';
import { renderSystemText, systemText } from './system-text';

describe('system texts', () => {
  it('stores a key with its parameters and renders it in the reader’s language', () => {
    const stored = systemText('wallet', 'ledgerMemo.orderSettled');
    expect(stored).toBe('i18n:wallet:ledgerMemo.orderSettled');
    expect([renderSystemText('en', stored), renderSystemText('ja', stored), renderSystemText('ar', stored)]).toEqual(['Order settled', '注文の精算', 'تسوية الطلب']);
    expect(systemText('wallet', 'ledgerMemo.recharge', { no: 'R1 2' })).toBe('i18n:wallet:ledgerMemo.recharge?no=R1+2');
  });

  it('shows plain text, unknown keys and unknown namespaces as stored', () => {
    for (const s of ['order settled', 'address under review', 'i18n:wallet:ledgerMemo.noSuchKey', 'i18n:nope:ledgerMemo.recharge', 'i18n:broken']) {
      expect(renderSystemText('ja', s)).toBe(s);
    }
  });
});
