import { addressApi } from '@mall/contract/address';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { listCities, listCountries, listStates } from './regions';
import { AddressService } from './service';

const toId = (s: string) => {
  const n = Number(s);
  if (!Number.isInteger(n) || n <= 0) throw new AppError('ADDRESS_NOT_FOUND');
  return n;
};

/** `address!*`: the buyer's address book and the region pickers. */
export function addressRoutes(api: Registry<'user'>, { db, config }: Deps): void {
  const svc = new AddressService(db, config.ADDRESS_LIMIT);
  api.serve(addressApi.list, async ({ auth }) => {
    const list = await svc.list(auth.id);
    return { pageList: list, pageInfo: { pageNum: 1, pageSize: list.length, totalElements: list.length } };
  });
  api.serve(addressApi.add, ({ auth, input }) => svc.add(auth.id, input));
  api.serve(addressApi.edit, ({ auth, input }) => svc.edit(auth.id, toId(input.id), input));
  api.serve(addressApi.del, async ({ auth, input }) => { await svc.remove(auth.id, toId(input.id)); return null; });
  api.serve(addressApi.listCountry, async () => ({ data: await listCountries() }));
  api.serve(addressApi.listState, async ({ input }) => ({ data: await listStates(input.countryId) }));
  api.serve(addressApi.listCity, async ({ input }) => ({ data: await listCities(input.stateId) }));
}
