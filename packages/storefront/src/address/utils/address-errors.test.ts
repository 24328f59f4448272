import { describe, expect, it } from 'vitest';
import type { AddressDraft } from '@mall/api-client/address';
import { addressErrors } from './address-errors';

const good: AddressDraft = {
  contacts: 'Ann Lee', phone: '7700900123', areaCode: '44', email: '', postcode: 'SW1A 1AA', address: '10 Downing St',
  isDefault: false, country: 'United Kingdom', countryId: 'GB', province: '', provinceId: '', city: '', cityId: '',
};

describe('address form rules', () => {
  it('accepts a complete address', () => {
    expect(addressErrors(good)).toEqual({});
  });

  it('reports every failing field at once, not only the first', () => {
    expect(addressErrors({ ...good, contacts: '', phone: '12', postcode: '12', country: '', address: '' })).toEqual({
      contacts: 'CONSIGNEE_REQUIRED', phone: 'PHONE_INVALID', postcode: 'POSTCODE_INVALID', country: 'COUNTRY_REQUIRED', address: 'ADDRESS_REQUIRED',
    });
  });

  it('rejects a consignee name over 64 characters and a bad area code', () => {
    expect(addressErrors({ ...good, contacts: 'x'.repeat(65), areaCode: '12345' })).toEqual({ contacts: 'CONSIGNEE_TOO_LONG', areaCode: 'AREA_CODE_INVALID' });
  });

  it('checks an optional email only when given', () => {
    expect(addressErrors({ ...good, email: 'bad@' })).toEqual({ email: 'EMAIL_INVALID' });
  });
});
