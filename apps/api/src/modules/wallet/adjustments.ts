import { AppError } from '../../core/app-error';
import { nextBusinessNo } from '../../core/tokens';
import { PLATFORM, walletAccount } from '../ledger/service';
import { parseAmount, type Owner, type WalletCore } from './core';
import * as repo from './repo';

/** Manual balance adjustments by an operator: a business record and its ledger movement, committed together. */
export class Adjustments {
  constructor(private readonly core: WalletCore) {}

  /**
   * The wallet owner an admin names: the numeric account ID, or for a buyer the account name (email or
   * "<area code> <phone>") or user code, for a seller the email.
   */
  async findOwner(kind: string, ref: string): Promise<Owner> {
    const text = ref.trim();
    if ((kind !== 'user' && kind !== 'seller') || !text) throw new AppError('PARAM_ERROR');
    const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
    const found = await repo.ownersNamed(this.core.db, kind, id, text);
    if (!found.length) throw new AppError('USER_NOT_FOUND');
    // A number that is one buyer's ID and another's user code names nobody for sure.
    if (found.length > 1) throw new AppError('PARAM_ERROR');
    return { kind, id: found[0] };
  }

  /** A manual adjustment (`-` in front takes money out); the reason is required and audited. */
  async adjust(owner: Owner, amountText: string, reason: string): Promise<string> {
    if (!reason.trim()) throw new AppError('REASON_REQUIRED');
    const s = (amountText ?? '').trim();
    const negative = s.startsWith('-');
    const amount = parseAmount(negative ? s.slice(1) : s.replace(/^\+/, ''));
    if (!(await repo.ownerExists(this.core.db, owner))) throw new AppError('USER_NOT_FOUND');
    const no = await nextBusinessNo(this.core.db, 'A');
    const wallet = walletAccount(owner.kind, owner.id);
    await this.core.db.transaction(async (tx) => {
      // The business record and its movement commit together; reconcile checks every record has its postings.
      await repo.insertAdjustment(tx, { no, owner, amount: negative ? `-${amount.toString()}` : amount.toString(), reason: reason.trim().slice(0, 500) });
      await this.core.deps.ledger.post(tx, {
        key: `adjust:${no}`, kind: 'adjust', ref: no, memo: reason.trim().slice(0, 200),
        legs: negative
          ? [{ account: wallet, debit: amount }, { account: PLATFORM.adjustments, credit: amount }]
          : [{ account: PLATFORM.adjustments, debit: amount }, { account: wallet, credit: amount }],
      });
    });
    return no;
  }
}
