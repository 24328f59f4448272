import { z } from 'zod';
import { endpoints, noData } from './endpoint';
import { paged } from './envelope';

const str = z.string().optional().default('');

/** `address!add` / `address!edit` (docs/buyer-wire.md). */
export const addressInput = z.object({
  id: str, contacts: str, phone: str, areaCode: str, email: str, postcode: str, address: str, use: str,
  country: str, countryId: str, province: str, provinceId: str, city: str, cityId: str,
});
export type AddressInputWire = z.infer<typeof addressInput>;

export const address = z.object({
  id: z.string(), contacts: z.string(), phone: z.string(), areaCode: z.string(), email: z.string(), postcode: z.string(),
  country: z.string(), countryId: z.string(), province: z.string(), provinceId: z.string(), city: z.string(), cityId: z.string(),
  address: z.string(), use: z.union([z.literal(0), z.literal(1)]),
});
export type Address = z.infer<typeof address>;

/** Region ids are numbers (the mobile client converts them with Number()); 0 means none. */
export const country = z.object({ id: z.number(), countryName: z.string(), isoCode: z.string(), phoneCode: z.string() });
export const state = z.object({ id: z.number(), stateName: z.string() });
export const city = z.object({ id: z.number(), cityName: z.string() });

const buyer = endpoints('buyer');
const idParam = z.object({ id: str });
const regionList = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row) });

/** The buyer's address book and the region pickers. */
export const addressApi = {
  list: buyer.signedIn('address!list', { output: paged(address) }),
  add: buyer.signedIn('address!add', { input: addressInput, output: address }),
  edit: buyer.signedIn('address!edit', { input: addressInput, output: address }),
  del: buyer.signedIn('address!del', { input: idParam, output: noData }),
  listCountry: buyer.open('address!listCountry', { output: regionList(country) }),
  listState: buyer.open('address!listState', { input: z.object({ countryId: str }), output: regionList(state) }),
  listCity: buyer.open('address!listCity', { input: z.object({ stateId: str }), output: regionList(city) }),
};
