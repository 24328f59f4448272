import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAddress, draftOf, editAddress, listAddresses, listCities, listCountries, listStates, phoneDigitsOf } from './address';
import { fakeServer, ok, type SeenRequest } from './test-fetch';

afterEach(() => { vi.unstubAllGlobals(); });

const listed = {
  id: 'a1', contacts: 'Ann', phone: '44 7700900123', areaCode: '44', email: '', postcode: 'SW1A1AA', country: 'United Kingdom',
  countryId: 'GB', province: 'England', provinceId: 'ENG', city: 'London', cityId: 'LDN', address: '10 Downing St', use: 1 as const,
};

describe('address calls', () => {
  it('lists addresses from data.pageList', async () => {
    const { api, seen } = fakeServer(ok({ pageList: [listed], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } }));
    expect(await listAddresses(api)).toEqual([listed]);
    expect(seen[0].path).toBe('/api/address!list');
  });

  it('sends a new address with the default flag as use=1 and the area code without +', async () => {
    const { api, seen } = fakeServer(ok(listed));
    await addAddress(api, { ...draftOf(listed), areaCode: '+44', contacts: ' Ann ' });
    const q = Object.fromEntries(seen[0].query);
    expect(seen[0].path).toBe('/api/address!add');
    expect(q).toMatchObject({ contacts: 'Ann', phone: '7700900123', areaCode: '44', use: '1', countryId: 'GB', provinceId: 'ENG', cityId: 'LDN' });
  });

  it('edits an address by id', async () => {
    const { api, seen } = fakeServer(ok(listed));
    await editAddress(api, 'a1', { ...draftOf(listed), isDefault: false });
    expect(seen[0].path).toBe('/api/address!edit');
    expect(seen[0].query.get('id')).toBe('a1');
    expect(seen[0].query.get('use')).toBe('0');
  });

  it('reads the phone digits of a listed address', () => {
    expect(phoneDigitsOf({ phone: '44 7700900123', areaCode: '44' })).toBe('7700900123');
    expect(phoneDigitsOf({ phone: '7700900123', areaCode: '44' })).toBe('7700900123');
  });

  it('loads countries, states of a country and cities of a state', async () => {
    const { api, seen } = fakeServer((req: SeenRequest) => {
      if (req.path.endsWith('listCountry')) return ok({ data: [{ id: 718, countryName: 'United Kingdom', isoCode: 'GB', phoneCode: '44' }] });
      if (req.path.endsWith('listState')) return ok({ data: [{ id: 7180001, stateName: 'England' }] });
      return ok({ data: [{ id: 718000100001, cityName: 'London' }] });
    });
    expect((await listCountries(api))[0].phoneCode).toBe('44');
    expect((await listStates(api, 'GB'))[0].stateName).toBe('England');
    expect((await listCities(api, 'ENG'))[0].cityName).toBe('London');
    expect(seen[1].query.get('countryId')).toBe('GB');
    expect(seen[2].query.get('stateId')).toBe('ENG');
  });
});
