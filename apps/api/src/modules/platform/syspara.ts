import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sysparas } from '../../db/schema';

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
    await this.db.insert(sysparas).values(list).onConflictDoNothing();
  }

  async get(code: string): Promise<string | undefined> {
    const [row] = await this.db.select({ value: sysparas.value }).from(sysparas).where(eq(sysparas.code, code));
    return row?.value;
  }

  /** Public parameters by code; unknown and private codes are left out. */
  async getPublic(codes: string[]): Promise<Record<string, string>> {
    if (!codes.length) return {};
    const rows = await this.db.select().from(sysparas).where(inArray(sysparas.code, codes));
    return Object.fromEntries(rows.filter((r) => r.isPublic).map((r) => [r.code, r.value]));
  }

  async list() {
    return this.db.select().from(sysparas).orderBy(sysparas.code);
  }

  /** Updates a value; answers the previous one, or undefined when the code does not exist. */
  async update(code: string, value: string): Promise<string | undefined> {
    const before = await this.get(code);
    if (before === undefined) return undefined;
    await this.db.update(sysparas).set({ value, updatedAt: new Date() }).where(eq(sysparas.code, code));
    return before;
  }
}
