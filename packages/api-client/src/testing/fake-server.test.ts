import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressApi } from '@mall/contract/address';
import { createApiClient } from '../client';
import { addAddress, listAddresses } from '../address';
import { FakeFailure, fakeServer } from './fake-server';

afterEach(() => { vi.unstubAllGlobals(); });

const api = createApiClient({ prefix: 'http://mall.test/api', getToken: () => 't', getLang: () => 'en' });
const row = {
  id: '1', contacts: 'Ann', phone: '44 7700900123', areaCode: '44', email: '', postcode: 'SW1A1AA', country: 'United Kingdom',
  countryId: 'GB', province: '', provinceId: '', city: '', cityId: '', address: '10 Downing St', use: 1 as const,
};

describe('contract-typed fake server', () => {
  it('answers an endpoint with data of its output shape and records the call', async () => {
    const server = fakeServer().on(addressApi.list, { pageList: [row], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } });
    expect(await listAddresses(api)).toEqual([row]);
    expect(server.callsTo(addressApi.list)).toEqual([{ name: 'address!list', params: {}, token: 't' }]);
  });

  it('refuses a fixture that drifted from the contract', async () => {
    // A field renamed on one side only: the fake's output schema rejects it like a real answer would be shaped.
    fakeServer().on(addressApi.list, () => ({ pageList: [{ ...row, use: 'yes' }] }) as never);
    await expect(listAddresses(api)).rejects.toThrow();
  });

  it('answers a business error with its key', async () => {
    const server = fakeServer().on(addressApi.add, new FakeFailure('ADDRESS_LIMIT'));
    const draft = { contacts: 'A', phone: '1', areaCode: '1', email: '', postcode: '', address: 'x', isDefault: false, country: '', countryId: '', province: '', provinceId: '', city: '', cityId: '' };
    await expect(addAddress(api, draft)).rejects.toMatchObject({ key: 'ADDRESS_LIMIT' });
    expect(server.callsTo(addressApi.add)[0].params.contacts).toBe('A');
  });
});
