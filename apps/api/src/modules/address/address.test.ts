import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, testDatabase } from '../../test/harness';
import type { Database } from '../../db/client';

let database: Database;
let s: TestServer;
beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database, { ADDRESS_LIMIT: '3' });
});
afterAll(async () => { await s?.close(); await database?.close(); });

const valid = {
  contacts: 'Ann Example', phone: '49 15112345678', areaCode: '49', email: 'ann@mall.test', postcode: '10115',
  address: 'Unter den Linden 1', use: 0, country: 'Germany', countryId: 'DE', province: 'Berlin', provinceId: 'DE-BE', city: 'Berlin', cityId: 'DE-BE:Berlin',
};

describe('reference data', () => {
  it('lists every country, the states of one, and the cities of a state, by stable numeric ids', async () => {
    const countries = (await s.post('/api/address!listCountry')).data.data;
    expect(countries.length).toBeGreaterThan(240);
    // "DE": D is the 4th letter, E the 5th.
    expect(countries.find((c: any) => c.id === 405)).toMatchObject({ countryName: 'Germany', isoCode: 'DE' });
    const states = (await s.post('/api/address!listState', { countryId: 405 })).data.data;
    const berlin = states.find((x: any) => x.stateName === 'Berlin');
    expect(typeof berlin.id).toBe('number');
    // The former text ids still work and give the same numbers.
    expect((await s.post('/api/address!listState', { countryId: 'DE' })).data.data).toEqual(states);
    const bavaria = states.find((x: any) => x.stateName === 'Bavaria').id;
    const cities = (await s.post('/api/address!listCity', { stateId: bavaria })).data.data;
    expect(cities.some((c: any) => c.cityName === 'Munich' && typeof c.id === 'number')).toBe(true);
    expect((await s.post('/api/address!listCity', { stateId: 'DE-BY' })).data.data).toEqual(cities);
    // No two regions share an id.
    expect(new Set(cities.map((c: any) => c.id)).size).toBe(cities.length);
    // A NaN from the mobile client lists nothing rather than failing.
    expect((await s.post('/api/address!listState', { countryId: 'NaN' }))).toMatchObject({ code: '0', data: { data: [] } });
  });

  it('saves an address as the mobile client sends it: numeric ids, 0 for none, and "<cc>|<number>"', async () => {
    const { token } = await s.signUp();
    const sg = (await s.post('/api/address!listCountry')).data.data.find((c: any) => c.isoCode === 'SG');
    const add = await s.post('/api/address!add', { token, ...valid, phone: '65|91234567', areaCode: '65', country: 'Singapore', countryId: sg.id, province: '', provinceId: 0, city: '', cityId: 0 });
    expect(add.code).toBe('0');
    const [a] = (await s.post('/api/address!list', { token })).data.pageList;
    expect(a).toMatchObject({ phone: '65 91234567', areaCode: '65', country: 'Singapore', countryId: String(sg.id), provinceId: '', cityId: '' });
  });

  it('answers numeric ids for an address saved with the former text ids', async () => {
    const { token } = await s.signUp();
    expect((await s.post('/api/address!add', { token, ...valid, countryId: 'DE', provinceId: 'DE-BE', cityId: 'DE-BE:Berlin' })).code).toBe('0');
    const [a] = (await s.post('/api/address!list', { token })).data.pageList;
    expect(a.countryId).toBe('405');
    const berlin = (await s.post('/api/address!listState', { countryId: 405 })).data.data.find((x: any) => x.stateName === 'Berlin');
    expect(a.provinceId).toBe(String(berlin.id));
    expect(a.cityId).toMatch(/^\d+$/);
  });
});

describe('addresses', () => {
  it('adds, lists, edits and deletes; the first address is the default', async () => {
    const { token } = await s.signUp();
    const add = await s.post('/api/address!add', { token, ...valid });
    expect(add.code).toBe('0');
    const list = (await s.post('/api/address!list', { token })).data.pageList;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ contacts: 'Ann Example', phone: '49 15112345678', country: 'Germany', province: 'Berlin', city: 'Berlin', use: 1 });
    const id = list[0].id;
    const second = await s.post('/api/address!add', { token, ...valid, contacts: 'Bob', use: 1 });
    expect(second.code).toBe('0');
    const after = (await s.post('/api/address!list', { token })).data.pageList;
    expect(after.filter((a: any) => a.use === 1).map((a: any) => a.contacts)).toEqual(['Bob']);
    expect((await s.post('/api/address!edit', { token, ...valid, id, contacts: 'Ann Edited' })).code).toBe('0');
    expect((await s.post('/api/address!list', { token })).data.pageList.some((a: any) => a.contacts === 'Ann Edited')).toBe(true);
    expect((await s.post('/api/address!del', { token, id })).code).toBe('0');
    expect((await s.post('/api/address!list', { token })).data.pageList).toHaveLength(1);
  });

  it('keeps another buyer from reading, editing or deleting an address', async () => {
    const a = await s.signUp();
    const b = await s.signUp();
    await s.post('/api/address!add', { token: a.token, ...valid });
    const id = (await s.post('/api/address!list', { token: a.token })).data.pageList[0].id;
    expect((await s.post('/api/address!list', { token: b.token })).data.pageList).toHaveLength(0);
    expect((await s.post('/api/address!edit', { token: b.token, ...valid, id, contacts: 'Mallory' })).key).toBe('ADDRESS_NOT_FOUND');
    expect((await s.post('/api/address!del', { token: b.token, id })).key).toBe('ADDRESS_NOT_FOUND');
    expect((await s.post('/api/address!list', { token: a.token })).data.pageList[0].contacts).toBe('Ann Example');
  });

  it('caps the number of addresses per user', async () => {
    const { token } = await s.signUp();
    for (let i = 0; i < 3; i++) expect((await s.post('/api/address!add', { token, ...valid })).code).toBe('0');
    expect((await s.post('/api/address!add', { token, ...valid })).key).toBe('ADDRESS_LIMIT');
  });

  it.each([
    ['a consignee over 64 characters', { contacts: 'x'.repeat(65) }, 'CONSIGNEE_TOO_LONG'],
    ['an empty consignee', { contacts: '' }, 'CONSIGNEE_REQUIRED'],
    ['a short postcode', { postcode: '123' }, 'POSTCODE_INVALID'],
    ['a postcode over 32', { postcode: '1'.repeat(33) }, 'POSTCODE_INVALID'],
    ['a short phone', { phone: '49 1234' }, 'PHONE_INVALID'],
    ['a state of another country', { provinceId: 'FR-IDF' }, 'REGION_NOT_FOUND'],
    ['an unknown country', { countryId: 'XX' }, 'REGION_NOT_FOUND'],
  ])('refuses %s', async (_n, patch, key) => {
    const { token } = await s.signUp();
    expect((await s.post('/api/address!add', { token, ...valid, ...patch })).key).toBe(key);
  });

  it('needs a signed-in buyer', async () => {
    expect((await s.post('/api/address!list')).code).toBe('403');
  });
});
