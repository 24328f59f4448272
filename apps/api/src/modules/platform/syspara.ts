import type { Db } from '../../db/client';
import * as repo from './repo';

/** Platform parameters every installation starts with; admins edit the values. */
export const DEFAULT_SYSPARAS: { code: string; value: string; description: string; isPublic: boolean }[] = [
  { code: 'mall_max_goods_number_in_order', value: '500', description: 'Maximum quantity of one product in an order', isPublic: true },
  { code: 'customer_service_url', value: '', description: 'External customer-service URL (empty: built-in chat)', isPublic: true },
  { code: 'register_verify_code', value: '0', description: '1: sign-up needs an email or SMS verification code', isPublic: true },
  { code: 'app_download_url', value: '', description: 'Buyer app download URL', isPublic: true },
  { code: 'seller_app_download_url', value: '', description: 'Seller app download URL', isPublic: true },
];

/** Reads and writes platform parameters. */
export class SysparaService {
  constructor(private readonly db: Db) {}

  /** Inserts missing defaults; existing values are kept. */
  async ensureDefaults(): Promise<void> {
    await this.ensure(DEFAULT_SYSPARAS);
  }

  /** Inserts the given parameters where missing (modules bring their own). */
  async ensure(list: typeof DEFAULT_SYSPARAS): Promise<void> {
    await repo.insertMissingSysparas(this.db, list);
  }

  get(code: string): Promise<string | undefined> {
    return repo.sysparaValue(this.db, code);
  }

  /** Public parameters by code; unknown and private codes are left out. */
  async getPublic(codes: string[]): Promise<Record<string, string>> {
    if (!codes.length) return {};
    const rows = await repo.sysparasByCode(this.db, codes);
    return Object.fromEntries(rows.filter((r) => r.isPublic).map((r) => [r.code, r.value]));
  }

  list(): Promise<repo.SysparaRow[]> {
    return repo.allSysparas(this.db);
  }

  /** Updates a value; answers the previous one, or undefined when the code does not exist. */
  async update(code: string, value: string): Promise<string | undefined> {
    const before = await this.get(code);
    if (before === undefined) return undefined;
    await repo.setSysparaValue(this.db, code, value);
    return before;
  }
}
