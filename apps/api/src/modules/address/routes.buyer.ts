import { z } from 'zod';
import { address, addressInput, city, country, state } from '@mall/contract/address';
import { paged } from '@mall/contract/envelope';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { listCities, listCountries, listStates } from './regions';
import { AddressService } from './service';

const idParam = z.object({ id: z.string().optional().default('') });
const toId = (s: string) => {
  const n = Number(s);
  if (!Number.isInteger(n) || n <= 0) throw new AppError('ADDRESS_NOT_FOUND');
  return n;
};

/** `address!*` (API-FACTS.md "Addresses"). */
export function addressRoutes(api: Registry, { db, config }: Deps): void {
  const svc = new AddressService(db, config.ADDRESS_LIMIT);
  api.authed('address!list', { output: paged(address) }, async ({ auth }) => {
    const list = await svc.list(auth.id);
    return { pageList: list, pageInfo: { pageNum: 1, pageSize: list.length, totalElements: list.length } };
  });
  api.authed('address!add', { input: addressInput, output: address }, ({ auth, input }) => svc.add(auth.id, input));
  api.authed('address!edit', { input: addressInput, output: address }, ({ auth, input }) => svc.edit(auth.id, toId(input.id), input));
  api.authed('address!del', { input: idParam }, async ({ auth, input }) => { await svc.remove(auth.id, toId(input.id)); return null; });
  api.open('address!listCountry', { output: z.object({ data: z.array(country) }) }, async () => ({ data: await listCountries() }));
  api.open('address!listState', { input: z.object({ countryId: z.string().optional().default('') }), output: z.object({ data: z.array(state) }) }, async ({ input }) => ({ data: await listStates(input.countryId) }));
  api.open('address!listCity', { input: z.object({ stateId: z.string().optional().default('') }), output: z.object({ data: z.array(city) }) }, async ({ input }) => ({ data: await listCities(input.stateId) }));
}
