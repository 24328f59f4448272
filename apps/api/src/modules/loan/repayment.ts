import type { ReconcileResult } from '@mall/contract/wallet-staff';
import { accrue, allocatePayment, calendarDays, isPastDue, nextLoanStatus, type LoanStatus } from '@mall/domain/loan';
import { Money } from '@mall/domain/money';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { PLATFORM, walletAccount, type AccountSpec, type Executor, type Leg, type Ledger } from '../ledger/service';
import * as repo from './repo';
import type { LoanRow, Owner } from './repo';
import type { LoanSettingsStore } from './settings';
import { systemText } from '../../core/system-text';

/** The loan accounts of the ledger (decision 008). */
export const LOAN_ACCOUNTS = {
  /** Capital available for lending (equity earmarked; the cash sits in custody). */
  fund: { code: 'loan_fund', type: 'equity' },
  /** Capital lent out: equals the principal outstanding. */
  lent: { code: 'loan_lent', type: 'equity' },
  /** Principal borrowers owe the platform. */
  receivable: { code: 'loan_receivable', type: 'asset' },
  /** Interest earned (ordinary and default). */
  interest: { code: 'loan_interest', type: 'revenue' },
} as const satisfies Record<string, AccountSpec>;

const ownerOf = (l: LoanRow): Owner => ({ kind: l.owner_kind, id: Number(l.owner_id) });
const m = (s: string) => Money.parse(s);

/** What a loan owes at `now`: days, interest accrued, and what is still to pay. */
export function standing(l: LoanRow, now: Date = new Date()) {
  const days = l.disbursed_at ? calendarDays(new Date(l.disbursed_at), now) : 0;
  const a = accrue({ principal: m(l.amount), dailyRate: l.daily_rate, defaultRate: l.default_rate, termDays: l.term_days }, days);
  const owedInterest = a.interest.plus(a.defaultInterest);
  const open = l.status === 2 || l.status === 3;
  const outstanding = open ? a.total.minus(m(l.paid_principal)).minus(m(l.paid_interest)) : Money.zero();
  return { days, overdueDays: a.overdueDays, owedInterest, outstanding, principalLeft: open ? m(l.amount).minus(m(l.paid_principal)) : Money.zero() };
}

/** Legs of a payment towards a loan: Dr the wallet; Cr receivable and interest; the principal goes back to the fund. */
function paymentLegs(wallet: AccountSpec, amount: Money, split: { interest: Money; principal: Money }): Leg[] {
  const legs: Leg[] = [{ account: wallet, debit: amount }];
  if (split.principal.isPositive()) {
    legs.push({ account: LOAN_ACCOUNTS.receivable, credit: split.principal }, { account: LOAN_ACCOUNTS.lent, debit: split.principal }, { account: LOAN_ACCOUNTS.fund, credit: split.principal });
  }
  if (split.interest.isPositive()) legs.push({ account: LOAN_ACCOUNTS.interest, credit: split.interest });
  return legs;
}

/** Every movement of money of loans: fund deposits, disbursement, repayment, withholding; and the overdue sweep. */
/** True when the owner's basic identity verification passed (read in the caller's transaction). */
export type IdentityCheck = (tx: Executor, owner: Owner) => Promise<boolean>;

export class LoanMoney {
  constructor(private readonly db: Db, private readonly ledger: Ledger, private readonly settings: LoanSettingsStore, private readonly identityVerified: IdentityCheck) {}

  fundBalance(): Promise<Money> {
    return this.ledger.balance(LOAN_ACCOUNTS.fund);
  }

  /** Adds platform capital to the loan fund: Dr custody, Cr loan fund. */
  async fundDeposit(amount: string, reason: string): Promise<string> {
    if (!Money.isValid(amount.trim()) || !Money.parse(amount.trim()).isPositive()) throw new AppError('AMOUNT_INVALID');
    if (!reason.trim()) throw new AppError('REASON_REQUIRED');
    const ref = randomUUID();
    const x = Money.parse(amount.trim());
    await this.db.transaction(async (tx) => {
      await this.ledger.post(tx, { key: `loanfund:${ref}`, kind: 'loan_fund', ref, memo: reason.trim().slice(0, 200), legs: [{ account: PLATFORM.custody, debit: x }, { account: LOAN_ACCOUNTS.fund, credit: x }] });
    });
    return ref;
  }

  /**
   * Approves an application. Above the threshold the first approval only records the approver; a second,
   * different admin disburses. Disbursement: Dr receivable, Cr wallet; Dr fund, Cr lent — refused when
   * the fund would go below zero.
   */
  async approve(id: number, admin: { id: number; name: string }, now = new Date()): Promise<{ status: LoanStatus; needsSecondApproval: boolean }> {
    const offer = await this.settings.offer();
    return this.db.transaction(async (tx) => {
      const l = await repo.loanById(tx, id, { lock: true });
      if (!l) throw new AppError('LOAN_NOT_FOUND');
      if (nextLoanStatus(l.status, 'approve', 'platform') === null) throw new AppError('ALREADY_DECIDED');
      // No loan is granted (nor half-approved) to a borrower whose identity is not verified.
      if (!(await this.identityVerified(tx, { kind: l.owner_kind, id: Number(l.owner_id) }))) throw new AppError('KYC_LOAN_NOT_VERIFIED');
      const amount = m(l.amount);
      if (amount.cmp(offer.threshold) > 0) {
        if (l.first_approver_id === null) {
          await repo.setFirstApprover(tx, id, admin.id, admin.name);
          return { status: 1 as const, needsSecondApproval: true };
        }
        if (Number(l.first_approver_id) === admin.id) throw new AppError('LOAN_SAME_APPROVER');
      }
      const posted = await this.ledger.post(tx, {
        key: `loan:${id}:disburse`, kind: 'loan', ref: String(id), memo: systemText('wallet', 'ledgerMemo.loanDisbursed'),
        legs: [
          { account: LOAN_ACCOUNTS.receivable, debit: amount }, { account: walletAccount(l.owner_kind, Number(l.owner_id)), credit: amount },
          { account: LOAN_ACCOUNTS.fund, debit: amount }, { account: LOAN_ACCOUNTS.lent, credit: amount },
        ],
      });
      if (posted === null) throw new AppError('ALREADY_DECIDED');
      if ((await this.ledger.balance(LOAN_ACCOUNTS.fund, tx)).isNegative()) throw new AppError('LOAN_FUND_NOT_ENOUGH');
      await repo.setDisbursed(tx, id, l.first_approver ? `${l.first_approver}, ${admin.name}` : admin.name, now);
      return { status: 2 as const, needsSecondApproval: false };
    });
  }

  async reject(id: number, reason: string, by: string): Promise<void> {
    if (!reason.trim()) throw new AppError('REASON_REQUIRED');
    await this.db.transaction(async (tx) => {
      const l = await repo.loanById(tx, id, { lock: true });
      if (!l) throw new AppError('LOAN_NOT_FOUND');
      if (nextLoanStatus(l.status, 'reject', 'platform') === null) throw new AppError('ALREADY_DECIDED');
      await repo.setRejected(tx, id, by, reason.trim().slice(0, 500));
    });
  }

  /** Repays the owner's loan in full from the wallet (the caller checked the transaction password). */
  async repay(owner: Owner, id: number, now = new Date()): Promise<Money> {
    return this.db.transaction(async (tx) => {
      const l = await repo.loanById(tx, id, { owner, lock: true });
      if (!l) throw new AppError('LOAN_NOT_FOUND');
      if (nextLoanStatus(l.status, 'repay', 'borrower') === null) throw new AppError('LOAN_NOT_REPAYABLE');
      const s = standing(l, now);
      const split = allocatePayment(s.outstanding, s.owedInterest, m(l.paid_interest));
      const posted = await this.ledger.post(tx, {
        key: `loan:${id}:repay`, kind: 'repayment', ref: String(id), memo: systemText('wallet', 'ledgerMemo.loanRepaid'),
        legs: paymentLegs(walletAccount(owner.kind, owner.id), s.outstanding, split),
      });
      if (posted === null) throw new AppError('LOAN_NOT_REPAYABLE');
      await repo.addPayment(tx, id, split.principal.toString(), split.interest.toString(), now);
      return s.outstanding;
    });
  }

  /**
   * Revenue-based repayment: inside a settlement's transaction, withholds the seller's chosen share of
   * the income towards the store's loan (its own ledger movement). Skipped when the loan is locked by a
   * repayment or decision at that moment.
   */
  async withhold(tx: Executor, sellerId: number, orderId: number, orderNo: string, income: Money, now = new Date()): Promise<void> {
    const percent = m(await repo.autoRepayPercent(tx, sellerId));
    if (!percent.isPositive()) return;
    const l = await repo.lockRepayableSkip(tx, { kind: 'seller', id: sellerId });
    if (!l) return;
    const s = standing(l, now);
    const share = income.times(percent.toString()).times('0.01');
    const part = share.cmp(s.outstanding) < 0 ? share : s.outstanding;
    if (!part.isPositive()) return;
    const split = allocatePayment(part, s.owedInterest, m(l.paid_interest));
    const posted = await this.ledger.post(tx, {
      key: `loan:${l.id}:withhold:${orderId}`, kind: 'repayment', ref: orderNo, memo: systemText('wallet', 'ledgerMemo.loanWithheld'),
      legs: paymentLegs(walletAccount('seller', sellerId), part, split),
    });
    if (posted === null) return;
    await repo.addPayment(tx, Number(l.id), split.principal.toString(), split.interest.toString(), part.cmp(s.outstanding) === 0 ? now : null);
  }

  /** Marks disbursed loans overdue once their due day has passed; each by a conditional update (safe in several processes). */
  async sweep(now = new Date()): Promise<number> {
    let n = 0;
    for (const l of await repo.disbursedLoans(this.db)) {
      if (isPastDue(new Date(l.disbursed_at), l.term_days, now) && await repo.markOverdue(this.db, Number(l.id), now)) n++;
    }
    return n;
  }

  /** Refuses a withdrawal while the owner's loan is overdue (marked, or past its due day before the sweep ran). */
  async assertNotOverdue(tx: Executor, owner: Owner, now = new Date()): Promise<void> {
    const l = await repo.openLoan(tx, owner);
    if (l && (l.status === 3 || (l.status === 2 && l.disbursed_at && isPastDue(new Date(l.disbursed_at), l.term_days, now)))) throw new AppError('LOAN_OVERDUE');
  }

  /** Reconciliation of loans: postings exist for every disbursed loan; the receivable equals the principal outstanding. */
  async reconcile(): Promise<ReconcileResult['mismatches']> {
    const out: ReconcileResult['mismatches'] = (await repo.loansWithoutPostings(this.db)).map((r) => ({ kind: 'loan' as const, ref: `loan:${r.id}`, expected: 'postings', actual: r.problem }));
    const outstanding = m(await repo.outstandingPrincipal(this.db));
    for (const account of [LOAN_ACCOUNTS.receivable, LOAN_ACCOUNTS.lent]) {
      const balance = await this.ledger.balance(account);
      if (balance.cmp(outstanding) !== 0) out.push({ kind: 'loan', ref: account.code, expected: outstanding.toString(), actual: balance.toString() });
    }
    return out;
  }
}

export { ownerOf };
