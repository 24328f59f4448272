import type { AddressDraft } from '@mall/api-client/address';
import { checkAddress, checkAreaCode, type Check } from '@mall/domain/validation';
import type { FieldErrors } from '../../shared/hooks/use-validation';

export type AddressField = 'contacts' | 'areaCode' | 'phone' | 'email' | 'postcode' | 'country' | 'address';

// checkAddress answers the first failing rule; each key belongs to one field.
const fieldOf: Record<string, AddressField> = {
  CONSIGNEE_REQUIRED: 'contacts', CONSIGNEE_TOO_LONG: 'contacts', PHONE_INVALID: 'phone', EMAIL_INVALID: 'email',
  POSTCODE_INVALID: 'postcode', COUNTRY_REQUIRED: 'country', ADDRESS_REQUIRED: 'address', ADDRESS_TOO_LONG: 'address',
};

// A value each rule accepts, used to look past a field that already failed.
const passing: Record<AddressField, string> = {
  contacts: 'A', areaCode: '1', phone: '12345678', email: '', postcode: '12345', country: 'X', address: 'A',
};

/** Every failing address rule, one per field, all from @mall/domain's checkAddress. */
export function addressErrors(d: AddressDraft): FieldErrors<AddressField> {
  const out: FieldErrors<AddressField> = {};
  const a = checkAreaCode(d.areaCode);
  if (a) out.areaCode = a;
  const probe = { contacts: d.contacts, phone: d.phone, email: d.email, postcode: d.postcode, country: d.country, address: d.address };
  for (let i = 0; i < Object.keys(probe).length; i++) {
    const key: Check = checkAddress(probe);
    if (!key) break;
    const field = fieldOf[key];
    if (!field || out[field]) break;
    out[field] = key;
    (probe as Record<string, string>)[field] = passing[field];
  }
  return out;
}
