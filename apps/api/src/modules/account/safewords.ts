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
   * Checks the transaction password. Each attempt holds the account's row lock while it reads the
   * day's count, compares and records a failure, so parallel attempts are checked one after another:
   * once three have failed, the rest are refused without being compared, and right passwords sent at
   * once all pass.
   */
  async verify(id: number, safeword: string): Promise<void> {
    ensure(checkSafeword(safeword));
    const t = this.t;
    const today = shanghaiDay();
    const outcome = await this.db.transaction(async (tx) => {
      const [r] = await tx.select({ hash: t.safewordHash, day: t.safewordFailDay, fails: t.safewordFailCount }).from(t).where(eq(t.id, id)).for('update');
      if (!r) return 'USER_NOT_FOUND' as const;
      if (!r.hash) return 'SAFEWORD_NOT_SET' as const;
      const fails = r.day === today ? r.fails : 0;
      if (fails >= SAFEWORD_DAILY_FAILS) return 'SAFEWORD_LOCKED' as const;
      if (await checkPassword(r.hash, safeword)) return null;
      await tx.update(t).set({ safewordFailDay: today, safewordFailCount: fails + 1 }).where(eq(t.id, id));
      return fails + 1 >= SAFEWORD_DAILY_FAILS ? 'SAFEWORD_LOCKED' as const : 'SAFEWORD_WRONG' as const;
    });
    // Thrown after the transaction, so the recorded failure is kept.
    if (outcome) throw new AppError(outcome);
  }
}
