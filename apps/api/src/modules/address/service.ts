import type { Address, AddressInputWire } from '@mall/contract/address';
import { checkAddress, checkAreaCode, normalizeAreaCode } from '@mall/domain/validation';
import type { Db } from '../../db/client';
import { AppError, ensure } from '../../core/app-error';
import { resolveRegion } from './regions';
import * as repo from './repo';

type Row = repo.AddressRow;

function toWire(r: Row): Address {
  return {
    id: String(r.id), contacts: r.contacts, phone: r.areaCode ? `${r.areaCode} ${r.phone}` : r.phone, areaCode: r.areaCode,
    email: r.email, postcode: r.postcode, country: r.country, countryId: r.countryId, province: r.province,
    provinceId: r.provinceId, city: r.city, cityId: r.cityId, address: r.address, use: r.isDefault ? 1 : 0,
  };
}

/** Shipping addresses of one buyer; every id is checked against its owner. */
export class AddressService {
  constructor(private readonly db: Db, private readonly limit: number) {}

  async list(userId: number): Promise<Address[]> {
    const rows = await repo.listOf(this.db, userId);
    return Promise.all(rows.map(async (r) => {
      // Addresses saved with the former text ids ("DE", "DE-BE") answer the numeric ids the pickers list.
      if (!r.countryId || /^\d+$/.test(r.countryId)) return toWire(r);
      const region = await resolveRegion(r.countryId, r.provinceId, r.cityId);
      return toWire(region ? { ...r, countryId: region.ids.country, provinceId: region.ids.state, cityId: region.ids.city } : r);
    }));
  }

  private async normalize(input: AddressInputWire) {
    // The phone arrives as "<cc> <num>" or, from the mobile client, "<cc>|<num>", with the area code also on its own.
    const m = /^\+?(\d{1,4})(?:\s+|\s*\|\s*)([\d\s-]+)$/.exec(input.phone.trim());
    const areaCode = normalizeAreaCode(input.areaCode || (m ? m[1] : ''));
    const phone = (m ? m[2] : input.phone).replace(/[\s-]/g, '');
    if (areaCode) ensure(checkAreaCode(areaCode));
    let { country, province, city } = input;
    // Numeric ids (or the former text ids; 0 where the country has no states or the state no cities) are stored as numeric text.
    let ids = { country: input.countryId, state: input.provinceId === '0' ? '' : input.provinceId, city: input.cityId === '0' ? '' : input.cityId };
    if (input.countryId && input.countryId !== '0') {
      const region = await resolveRegion(input.countryId, input.provinceId, input.cityId);
      if (!region) throw new AppError('REGION_NOT_FOUND');
      country = region.country;
      province = region.state || province;
      city = region.city || city;
      ids = region.ids;
    }
    ensure(checkAddress({ contacts: input.contacts, phone, email: input.email, postcode: input.postcode, country, address: input.address }));
    return {
      contacts: input.contacts.trim(), phone, areaCode, email: input.email.trim(), postcode: input.postcode.trim(),
      country: country.trim(), countryId: ids.country, province: province.trim(), provinceId: ids.state,
      city: city.trim(), cityId: ids.city, address: input.address.trim(), isDefault: input.use === '1',
    };
  }

  /** Adds an address; the first one, or one marked `use=1`, becomes the default. */
  async add(userId: number, input: AddressInputWire): Promise<Address> {
    const values = await this.normalize(input);
    return this.db.transaction(async (tx) => {
      const n = await repo.countOf(tx, userId);
      if (n >= this.limit) throw new AppError('ADDRESS_LIMIT');
      const isDefault = values.isDefault || n === 0;
      if (isDefault) await repo.clearDefault(tx, userId);
      return toWire(await repo.insert(tx, userId, { ...values, isDefault }));
    });
  }

  /** Edits an address of this user. */
  async edit(userId: number, id: number, input: AddressInputWire): Promise<Address> {
    const values = await this.normalize(input);
    return this.db.transaction(async (tx) => {
      const own = await repo.ownAddress(tx, userId, id);
      if (!own) throw new AppError('ADDRESS_NOT_FOUND');
      // Clearing the flag on the default address keeps it the default: there is always one.
      const isDefault = values.isDefault || own.isDefault;
      if (values.isDefault) await repo.clearDefault(tx, userId, id);
      return toWire(await repo.update(tx, id, { ...values, isDefault }));
    });
  }

  /** Deletes an address of this user; if it was the default, the newest other one takes over. */
  async remove(userId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const gone = await repo.removeOwn(tx, userId, id);
      if (!gone) throw new AppError('ADDRESS_NOT_FOUND');
      if (gone.isDefault) await repo.defaultNewest(tx, userId);
    });
  }
}
