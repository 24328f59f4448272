import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { addressApi, city, country, state, type Address } from '@mall/contract/address';
import type { ApiClient } from './client';

// Buyer address book calls: one exported function per endpoint, each taking the app's client first.

/** Query keys of the address area. */
export const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
  countries: () => [...addressKeys.all, 'countries'] as const,
  states: (countryId: string) => [...addressKeys.all, 'states', countryId] as const,
  cities: (stateId: string) => [...addressKeys.all, 'cities', stateId] as const,
};

export type Country = z.infer<typeof country>;
export type State = z.infer<typeof state>;
export type City = z.infer<typeof city>;
export type { Address };


/** An address as the forms edit it; `isDefault` becomes the wire flag `use`. */
export interface AddressDraft {
  contacts: string;
  /** Phone digits without the area code. */
  phone: string;
  /** Area code without "+". */
  areaCode: string;
  email: string;
  postcode: string;
  address: string;
  isDefault: boolean;
  country: string;
  countryId: string;
  province: string;
  provinceId: string;
  city: string;
  cityId: string;
}

function toWire(d: AddressDraft) {
  return {
    contacts: d.contacts.trim(),
    phone: d.phone.trim(),
    areaCode: d.areaCode.trim().replace(/^\+/, ''),
    email: d.email.trim(),
    postcode: d.postcode.trim(),
    address: d.address.trim(),
    use: d.isDefault ? 1 : 0,
    country: d.country,
    countryId: d.countryId,
    province: d.province,
    provinceId: d.provinceId,
    city: d.city,
    cityId: d.cityId,
  };
}

/** The phone digits of a listed address, whose `phone` reads "<areaCode> <number>". */
export function phoneDigitsOf(a: Pick<Address, 'phone' | 'areaCode'>): string {
  const p = a.phone.trim();
  const cc = a.areaCode.replace(/^\+/, '');
  if (cc && p.startsWith(`${cc} `)) return p.slice(cc.length + 1).trim();
  if (cc && p.startsWith(`+${cc} `)) return p.slice(cc.length + 2).trim();
  return p;
}

/** The form draft of a listed address (for editing in place). */
export function draftOf(a: Address): AddressDraft {
  return {
    contacts: a.contacts, phone: phoneDigitsOf(a), areaCode: a.areaCode, email: a.email, postcode: a.postcode,
    address: a.address, isDefault: a.use === 1, country: a.country, countryId: a.countryId,
    province: a.province, provinceId: a.provinceId, city: a.city, cityId: a.cityId,
  };
}

/** `address!list`: the buyer's addresses. */
export async function listAddresses(api: ApiClient): Promise<Address[]> {
  return (await api.call(addressApi.list)).pageList;
}

/** Query options of the address list. */
export const addressListQuery = (api: ApiClient) =>
  queryOptions({ queryKey: addressKeys.list(), queryFn: () => listAddresses(api) });

/** `address!add`: adds an address. */
export async function addAddress(api: ApiClient, draft: AddressDraft): Promise<void> {
  await api.call(addressApi.add, toWire(draft));
}

/** `address!edit`: replaces an address. */
export async function editAddress(api: ApiClient, id: string, draft: AddressDraft): Promise<void> {
  await api.call(addressApi.edit, { id, ...toWire(draft) });
}

/** `address!del`: deletes an address. */
export async function deleteAddress(api: ApiClient, id: string): Promise<void> {
  await api.call(addressApi.del, { id });
}

/** `address!listCountry`: countries with ISO and phone codes. */
export async function listCountries(api: ApiClient): Promise<Country[]> {
  return (await api.call(addressApi.listCountry)).data;
}

/** `address!listState`: states of a country. */
export async function listStates(api: ApiClient, countryId: string): Promise<State[]> {
  return (await api.call(addressApi.listState, { countryId })).data;
}

/** `address!listCity`: cities of a state. */
export async function listCities(api: ApiClient, stateId: string): Promise<City[]> {
  return (await api.call(addressApi.listCity, { stateId })).data;
}

// Region lists never change while the app runs.
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

/** Query options of the country list. */
export const countriesQuery = (api: ApiClient) =>
  queryOptions({ queryKey: addressKeys.countries(), queryFn: () => listCountries(api), ...forever });

/** Query options of a country's states; disabled until a country is chosen. */
export const statesQuery = (api: ApiClient, countryId: string) =>
  queryOptions({ queryKey: addressKeys.states(countryId), queryFn: () => listStates(api, countryId), enabled: Boolean(countryId), ...forever });

/** Query options of a state's cities; disabled until a state is chosen. */
export const citiesQuery = (api: ApiClient, stateId: string) =>
  queryOptions({ queryKey: addressKeys.cities(stateId), queryFn: () => listCities(api, stateId), enabled: Boolean(stateId), ...forever });

/** Mutation options that add (no id) or edit (with id) an address. */
export const saveAddressMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [...addressKeys.all, 'save'],
    mutationFn: ({ id, draft }: { id?: string; draft: AddressDraft }) => (id ? editAddress(api, id, draft) : addAddress(api, draft)),
  });

/** Mutation options of `deleteAddress`. */
export const deleteAddressMutation = (api: ApiClient) =>
  mutationOptions({ mutationKey: [...addressKeys.all, 'delete'], mutationFn: (id: string) => deleteAddress(api, id) });
