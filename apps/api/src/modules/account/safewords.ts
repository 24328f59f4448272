import { eq, sql } from 'drizzle-orm';
import { shanghaiDay } from '@mall/domain/time';
import { checkSafeword, checkSafewordPair } from '@mall/domain/validation';
import type { Db } from '../../db/client';
import { sellers, users } from '../../db/schema';
import { AppError, ensure } from '../../core/app-error';
import { checkPassword, hashPassword } from '../../core/passwords';

export const SAFEWORD_DAILY_FAILS = 3;

/**
 * The six-digit transaction password of buyers and sellers. After three wrong entries in one
 * Shanghai day every further attempt is refused until the next day (docs/product-rules.md); payments and
 * withdrawals check it here.
 */
export class Safewords {
  private readonly t: typeof users | typeof sellers;
  constructor(private readonly db: Db, kind: 'user' | 'seller') {
    this.t = kind === 'user' ? users : sellers;
  }

  private async row(id: number) {
    const t = this.t;
    const [r] = await this.db.select({ hash: t.safewordHash, day: t.safewordFailDay, fails: t.safewordFailCount }).from(t).where(eq(t.id, id));
    if (!r) throw new AppError('USER_NOT_FOUND');
    return r;
  }

  async isSet(id: number): Promise<boolean> {
    return Boolean((await this.row(id)).hash);
  }

  /** Sets the password the first time. */
  async set(id: number, safeword: string, confirm: string): Promise<void> {
    ensure(checkSafewordPair(safeword, confirm));
    const t = this.t;
    const hashed = await hashPassword(safeword);
    const done = await this.db.update(t).set({ safewordHash: hashed }).where(sql`${t.id} = ${id} AND ${t.safewordHash} IS NULL`).returning({ id: t.id });
    if (done.length !== 1) throw new AppError('SAFEWORD_ALREADY_SET');
  }

  /** Changes it; the old one counts towards the daily lockout. */
  async change(id: number, oldSafeword: string, safeword: string, confirm: string): Promise<void> {
    ensure(checkSafewordPair(safeword, confirm));
    await this.verify(id, oldSafeword);
    await this.db.update(this.t).set({ safewordHash: await hashPassword(safeword) }).where(eq(this.t.id, id));
  }

  /**
   * Checks the transaction password. The attempt is counted before the hash is compared, by one
   * conditional UPDATE: parallel attempts each take one of the day's three tries, and once they are
   * taken an attempt is refused without its password being compared. A right password gives its try back.
   */
  async verify(id: number, safeword: string): Promise<void> {
    ensure(checkSafeword(safeword));
    const t = this.t;
    const today = shanghaiDay();
    const [r] = await this.db.update(t).set({
      safewordFailDay: today,
      safewordFailCount: sql`CASE WHEN ${t.safewordFailDay} = ${today} THEN ${t.safewordFailCount} + 1 ELSE 1 END`,
    }).where(sql`${t.id} = ${id} AND ${t.safewordHash} IS NOT NULL
      AND (${t.safewordFailDay} <> ${today} OR ${t.safewordFailCount} < ${SAFEWORD_DAILY_FAILS})`)
      .returning({ hash: t.safewordHash, n: t.safewordFailCount });
    if (!r) {
      const row = await this.row(id);
      throw new AppError(row.hash ? 'SAFEWORD_LOCKED' : 'SAFEWORD_NOT_SET');
    }
    if (r.hash && await checkPassword(r.hash, safeword)) {
      await this.db.update(t).set({ safewordFailCount: sql`GREATEST(${t.safewordFailCount} - 1, 0)` })
        .where(sql`${t.id} = ${id} AND ${t.safewordFailDay} = ${today}`);
      return;
    }
    throw new AppError(r.n >= SAFEWORD_DAILY_FAILS ? 'SAFEWORD_LOCKED' : 'SAFEWORD_WRONG');
  }
}
