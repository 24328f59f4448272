import type { AdminLoan, CreditApplication, CreditBill, CreditHistoryRow, LoanBook } from '@mall/contract/credit';
import { checkLoanAmount, checkLoanTerm, dueDay, overdueBucket } from '@mall/domain/loan';
import { Money } from '@mall/domain/money';
import { formatWireTime } from '@mall/domain/time';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { walletAccount, type Ledger } from '../ledger/service';
import { isOwnUpload } from '../platform/uploads';
import * as repo from './repo';
import type { LoanRow, Owner } from './repo';
import { LoanMoney, standing, type IdentityCheck } from './repayment';
import { LoanSettingsStore } from './settings';
import { isUniqueViolation } from '../../db/retry';

export type { Owner };

/** What an applicant sends (the wire's names are mapped by the routes). */
export interface Application {
  realName: string; creditPeriod: string; applyAmount: string; countryId: string; identification: string;
  imgCertificateFace: string; imgCertificateBack: string; imgCertificateHand: string; creditId: string;
  /** undefined when the client did not send the field (existing clients). */
  agree: string | undefined;
  kinName: string; kinPhone: string; kinRelation: string; kinAddress: string; workAddress: string; homeAddress: string;
}

const clip = (s: string, n = 200) => s.trim().slice(0, n);
const wire = (s: string) => Money.parse(s).toWire();
const time = (d: Date | string | null) => (d ? formatWireTime(d) : '');

/**
 * Start-up loans of buyers and sellers' stores: applications, the views of the borrower and of the
 * loan desk. Money moves in `LoanMoney` (repayment.ts); the offer lives in platform parameters.
 */
export class LoanService {
  readonly settings: LoanSettingsStore;
  readonly money: LoanMoney;

  constructor(private readonly db: Db, private readonly ledger: Ledger, settings: LoanSettingsStore, identityVerified: IdentityCheck) {
    this.settings = settings;
    this.money = new LoanMoney(db, ledger, settings, identityVerified);
  }

  /** "true" when the owner has no loan under review, disbursed or overdue. */
  async check(owner: Owner): Promise<'true' | 'false'> {
    return (await repo.openLoan(this.db, owner)) ? 'false' : 'true';
  }

  /** Applies (or re-applies after a rejection with `creditId`). Rates are fixed at application. */
  async apply(owner: Owner, a: Application): Promise<string> {
    const offer = await this.settings.offer();
    const amount = a.applyAmount.trim();
    if (checkLoanAmount(amount, offer.min, offer.max)) throw new AppError('LOAN_AMOUNT_RANGE', 200, { min: offer.min.toString(), max: offer.max.toString() });
    if (checkLoanTerm(a.creditPeriod, offer.terms)) throw new AppError('LOAN_TERM_INVALID');
    if (a.agree !== undefined && a.agree.trim() !== '1') throw new AppError('LOAN_AGREEMENT_REQUIRED');
    const pictures = [a.imgCertificateFace, a.imgCertificateBack, a.imgCertificateHand].map((p) => p.trim());
    if (!a.realName.trim() || !a.identification.trim()) throw new AppError('LOAN_DOCUMENTS_REQUIRED');
    for (const p of pictures) if (!(await isOwnUpload(this.db, owner.kind, owner.id, p, { identity: true }))) throw new AppError('LOAN_DOCUMENTS_REQUIRED');
    let reapplyOf: number | null = null;
    if (a.creditId.trim()) {
      const before = await this.ownLoan(owner, a.creditId);
      if (before.status !== 4) throw new AppError('LOAN_REAPPLY_NOT_ALLOWED');
      reapplyOf = Number(before.id);
    }
    try {
      return await repo.insertLoan(this.db, {
        owner, amount: Money.parse(amount).toString(), termDays: Number(a.creditPeriod.trim()), dailyRate: offer.dailyRate, defaultRate: offer.defaultRate, reapplyOf,
        realName: clip(a.realName, 100), countryId: clip(a.countryId, 20), identification: clip(a.identification, 64),
        imgFace: pictures[0], imgBack: pictures[1], imgHand: pictures[2],
        kinName: clip(a.kinName, 100), kinPhone: clip(a.kinPhone, 40), kinRelation: clip(a.kinRelation, 40), kinAddress: clip(a.kinAddress),
        workAddress: clip(a.workAddress), homeAddress: clip(a.homeAddress),
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('LOAN_OPEN_EXISTS');
      throw e;
    }
  }

  private async ownLoan(owner: Owner, id: string): Promise<LoanRow> {
    const n = Number(id.trim());
    const l = Number.isSafeInteger(n) && n > 0 ? await repo.loanById(this.db, n, { owner }) : undefined;
    if (!l) throw new AppError('LOAN_NOT_FOUND');
    return l;
  }

  /** The rejected application's fields, to prefill a new one. */
  async beforeReapply(owner: Owner, creditId: string): Promise<CreditApplication> {
    const l = await this.ownLoan(owner, creditId);
    if (l.status !== 4) throw new AppError('LOAN_REAPPLY_NOT_ALLOWED');
    return {
      id: l.id, realName: l.real_name, creditPeriod: l.term_days, applyAmount: wire(l.amount), countryId: l.country_id, identification: l.identification,
      imgCertificateFace: l.img_face, imgCertificateBack: l.img_back, imgCertificateHand: l.img_hand, kinName: l.kin_name, kinPhone: l.kin_phone,
      kinRelation: l.kin_relation, kinAddress: l.kin_address, workAddress: l.work_address, homeAddress: l.home_address, status: l.status, rejectReason: l.reject_reason,
    };
  }

  /** The loan in use: accrued interest and what repaying today costs (zeros when none). */
  async bill(owner: Owner, now = new Date()): Promise<CreditBill> {
    const l = await repo.openLoan(this.db, owner);
    if (!l) return { applyAmount: 0, alreadyCreditDays: 0, interest: 0, estimatePayment: 0, creditId: '', status: 0, creditPeriod: 0, creditRate: 0, dueDate: '', overdueDays: 0 };
    const s = standing(l, now);
    return {
      applyAmount: wire(l.amount), alreadyCreditDays: s.days, interest: s.owedInterest.toWire(), estimatePayment: s.outstanding.toWire(),
      creditId: l.id, status: l.status, creditPeriod: l.term_days, creditRate: Number(l.daily_rate),
      dueDate: l.disbursed_at ? dueDay(new Date(l.disbursed_at), l.term_days) : '', overdueDays: s.overdueDays,
    };
  }

  async history(owner: Owner, pageNo: number, pageSize: number) {
    const { list, total } = await repo.ownerLoans(this.db, owner, pageSize, (pageNo - 1) * pageSize);
    const elements: CreditHistoryRow[] = list.map((l) => ({
      id: l.id, applyAmount: wire(l.amount), creditPeriod: l.term_days, creditRate: Number(l.daily_rate), customerSubmitTime: formatWireTime(l.created_at),
      status: l.status, rejectReason: l.reject_reason, repayAmount: l.status === 5 ? Money.parse(l.paid_principal).plus(Money.parse(l.paid_interest)).toWire() : 0,
    }));
    return { elements, totalElements: total, thisPageNumber: pageNo, pageSize };
  }

  /** What the repayment screen shows: the loan (named, or the one in use) and the wallet balance. */
  async beforePay(owner: Owner, creditId: string, now = new Date()) {
    const l = creditId.trim() ? await this.ownLoan(owner, creditId) : await repo.openLoan(this.db, owner);
    if (!l) throw new AppError('LOAN_NOT_FOUND');
    const s = standing(l, now);
    const balance = await this.ledger.balance(walletAccount(owner.kind, owner.id));
    return { realName: l.real_name, creditRate: Number(l.daily_rate), alreadyCreditDays: s.days, estimatePayment: s.outstanding.toWire(), accountAmount: balance.toWire() };
  }

  async pay(owner: Owner, creditId: string): Promise<Money> {
    const l = await this.ownLoan(owner, creditId);
    return this.money.repay(owner, Number(l.id));
  }

  // ---- sellers: revenue-based repayment ----

  async autoRepay(sellerId: number): Promise<{ percent: number }> {
    return { percent: wire(await repo.autoRepayPercent(this.db, sellerId)) };
  }

  async setAutoRepay(sellerId: number, percent: string): Promise<void> {
    const { maxAutoRepay } = await this.settings.offer();
    const v = percent.trim();
    if (!/^\d+(\.\d{1,2})?$/.test(v) || Money.parse(v).cmp(maxAutoRepay) > 0) throw new AppError('LOAN_AUTO_REPAY_ABOVE_MAX', 200, { max: maxAutoRepay.toString() });
    await repo.setAutoRepayPercent(this.db, sellerId, Money.parse(v).toString());
  }

  // ---- the loan desk ----

  private adminDto(l: LoanRow, now: Date): AdminLoan {
    const s = standing(l, now);
    return {
      id: l.id, ownerKind: l.owner_kind, ownerId: String(l.owner_id), ownerName: l.owner_name ?? '', realName: l.real_name, countryId: l.country_id,
      identification: l.identification, imgCertificateFace: l.img_face, imgCertificateBack: l.img_back, imgCertificateHand: l.img_hand,
      kinName: l.kin_name, kinPhone: l.kin_phone, kinRelation: l.kin_relation, kinAddress: l.kin_address, workAddress: l.work_address, homeAddress: l.home_address,
      applyAmount: wire(l.amount), creditPeriod: l.term_days, creditRate: Number(l.daily_rate), defaultRate: Number(l.default_rate), status: l.status,
      firstApprover: l.status === 1 ? l.first_approver : '', needsSecondApproval: l.status === 1 && l.first_approver_id !== null, rejectReason: l.reject_reason,
      createTime: formatWireTime(l.created_at), disbursedAt: time(l.disbursed_at), dueDate: l.disbursed_at ? dueDay(new Date(l.disbursed_at), l.term_days) : '',
      repaidAt: time(l.repaid_at), interest: s.owedInterest.toWire(), outstanding: s.outstanding.toWire(), overdueDays: s.overdueDays,
    };
  }

  async adminList(status: string, keyword: string, pageNum: number, pageSize: number, now = new Date()) {
    const st = /^[1-5]$/.test(status.trim()) ? Number(status.trim()) : null;
    const { list, total } = await repo.adminLoans(this.db, st, keyword.trim(), pageSize, (pageNum - 1) * pageSize);
    return { pageList: list.map((l) => this.adminDto(l, now)), pageInfo: { pageNum, pageSize, totalElements: total } };
  }

  async adminInfo(id: string, now = new Date()): Promise<AdminLoan> {
    const n = Number(id.trim());
    const l = Number.isSafeInteger(n) && n > 0 ? await repo.loanById(this.db, n) : undefined;
    if (!l) throw new AppError('LOAN_NOT_FOUND');
    return this.adminDto(l, now);
  }

  /** What is lent out, and how late the overdue part is (days past due). */
  async book(now = new Date()): Promise<LoanBook> {
    let principal = Money.zero();
    let interest = Money.zero();
    let overdue = 0;
    const buckets = new Map<'1-30' | '31-60' | '61+', { count: number; amount: Money }>([['1-30', { count: 0, amount: Money.zero() }], ['31-60', { count: 0, amount: Money.zero() }], ['61+', { count: 0, amount: Money.zero() }]]);
    const loans = await repo.activeLoans(this.db);
    for (const l of loans) {
      const s = standing(l, now);
      principal = principal.plus(s.principalLeft);
      interest = interest.plus(s.outstanding.minus(s.principalLeft));
      const b = overdueBucket(s.overdueDays);
      if (!b) continue;
      overdue++;
      const cur = buckets.get(b)!;
      buckets.set(b, { count: cur.count + 1, amount: cur.amount.plus(s.outstanding) });
    }
    return {
      outstandingPrincipal: principal.toWire(), outstandingInterest: interest.toWire(), activeCount: loans.length, overdueCount: overdue,
      buckets: [...buckets].map(([label, v]) => ({ label, count: v.count, amount: v.amount.toWire() })), fundBalance: (await this.money.fundBalance()).toWire(),
    };
  }
}
