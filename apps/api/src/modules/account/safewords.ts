import { shanghaiDay } from '@mall/domain/time';
import { checkSafeword, checkSafewordPair } from '@mall/domain/validation';
import type { Db } from '../../db/client';
import { AppError, ensure } from '../../core/app-error';
import { checkPassword, hashPassword } from '../../core/passwords';
import * as repo from './repo';

export const SAFEWORD_DAILY_FAILS = 3;

/**
 * The six-digit transaction password of buyers and sellers. After three wrong entries in one
 * Shanghai day every further attempt is refused until the next day (docs/product-rules.md); payments and
 * withdrawals check it here.
 */
export class Safewords {
  constructor(private readonly db: Db, private readonly kind: repo.SafewordOwner) {}

  private async row(id: number) {
    const r = await repo.safewordState(this.db, this.kind, id);
    if (!r) throw new AppError('USER_NOT_FOUND');
    return r;
  }

  async isSet(id: number): Promise<boolean> {
    return Boolean((await this.row(id)).hash);
  }

  /** Sets the password the first time. */
  async set(id: number, safeword: string, confirm: string): Promise<void> {
    ensure(checkSafewordPair(safeword, confirm));
    if (!(await repo.setFirstSafeword(this.db, this.kind, id, await hashPassword(safeword)))) throw new AppError('SAFEWORD_ALREADY_SET');
  }

  /** Changes it; the old one counts towards the daily lockout. */
  async change(id: number, oldSafeword: string, safeword: string, confirm: string): Promise<void> {
    ensure(checkSafewordPair(safeword, confirm));
    await this.verify(id, oldSafeword);
    await repo.setSafeword(this.db, this.kind, id, await hashPassword(safeword));
  }

  /**
   * Checks the transaction password. Each attempt holds the account's row lock while it reads the
   * day's count, compares and records a failure, so parallel attempts are checked one after another:
   * once three have failed, the rest are refused without being compared, and right passwords sent at
   * once all pass.
   */
  async verify(id: number, safeword: string): Promise<void> {
    ensure(checkSafeword(safeword));
    const today = shanghaiDay();
    const outcome = await this.db.transaction(async (tx) => {
      const r = await repo.safewordState(tx, this.kind, id, { lock: true });
      if (!r) return 'USER_NOT_FOUND' as const;
      if (!r.hash) return 'SAFEWORD_NOT_SET' as const;
      const fails = r.day === today ? r.fails : 0;
      if (fails >= SAFEWORD_DAILY_FAILS) return 'SAFEWORD_LOCKED' as const;
      if (await checkPassword(r.hash, safeword)) return null;
      await repo.recordSafewordFailure(tx, this.kind, id, today, fails + 1);
      return fails + 1 >= SAFEWORD_DAILY_FAILS ? 'SAFEWORD_LOCKED' as const : 'SAFEWORD_WRONG' as const;
    });
    // Thrown after the transaction, so the recorded failure is kept.
    if (outcome) throw new AppError(outcome);
  }
}
