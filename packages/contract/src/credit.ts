import { z } from 'zod';
import { endpoints, noData, type Surface } from './endpoint';
import { pageQuery, paged } from './envelope';
import { walletPage } from './wallet';

// Start-up loans ("credit"). The buyer calls are all GET with their parameters in the query string,
// as the existing clients send them; sellers call the same names under /api/seller for their store's
// loan. Amounts are JSON numbers on the wire and exact decimals in storage; rates are fractions
// (0.0005 = 0.05 % a day).

/** 1 applying (under review), 2 disbursed (repayable), 3 overdue, 4 rejected (may re-apply), 5 repaid. */
export const creditStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type CreditStatus = z.infer<typeof creditStatus>;

const str = z.string().optional().default('');

/** `credit!config`: the offer as configured by the platform. */
export const creditConfig = z.object({
  amountMin: z.number(),
  amountMax: z.number(),
  /** Fixed daily interest rate (fraction). */
  rate: z.number(),
  /** Daily default (overdue) interest rate (fraction). */
  defaultRate: z.number(),
  /** Terms in days an applicant may choose now. */
  lendableDays: z.array(z.string()),
  /** Every term the platform knows. */
  allLendableDays: z.array(z.string()),
});
export type CreditConfig = z.infer<typeof creditConfig>;

/** `credit!apply`: the existing clients' fields, then the extra applicant fields our own apps send. */
export const creditApplyInput = z.object({
  realName: str, creditPeriod: str, applyAmount: str, countryId: str, identification: str,
  imgCertificateFace: str, imgCertificateBack: str, imgCertificateHand: str,
  /** Re-apply after a rejection: the rejected application's id. */
  creditId: str,
  /**
   * 1 when the applicant ticked the loan agreement. Our apps always send it and anything but 1 is
   * refused; existing clients never send the field (they gate the tick themselves) and are accepted.
   */
  agree: str,
  kinName: str, kinPhone: str, kinRelation: str, kinAddress: str, workAddress: str, homeAddress: str,
});

/** An application's fields, as `credit!beforereapply` prefills them. */
export const creditApplication = z.object({
  id: z.string(),
  realName: z.string(), creditPeriod: z.number(), applyAmount: z.number(), countryId: z.string(), identification: z.string(),
  imgCertificateFace: z.string(), imgCertificateBack: z.string(), imgCertificateHand: z.string(),
  kinName: z.string(), kinPhone: z.string(), kinRelation: z.string(), kinAddress: z.string(), workAddress: z.string(), homeAddress: z.string(),
  status: creditStatus,
  /** Why it was rejected ("" otherwise). */
  rejectReason: z.string(),
});
export type CreditApplication = z.infer<typeof creditApplication>;

/** `credit!bill`: the loan in use (zeros when none). */
export const creditBill = z.object({
  applyAmount: z.number(),
  alreadyCreditDays: z.number(),
  /** Interest accrued so far (including default interest once overdue). */
  interest: z.number(),
  /** What repaying today costs: principal + interest. */
  estimatePayment: z.number(),
  /** Ours: the loan's id ("" when none), status (0 when none), term, daily rate, due date, days overdue. */
  creditId: z.string(),
  status: z.union([creditStatus, z.literal(0)]),
  creditPeriod: z.number(),
  creditRate: z.number(),
  dueDate: z.string(),
  overdueDays: z.number(),
});
export type CreditBill = z.infer<typeof creditBill>;

/** A row of `credit!histroy` (sic). */
export const creditHistoryRow = z.object({
  id: z.string(),
  applyAmount: z.number(),
  creditPeriod: z.number(),
  /** Daily rate (fraction). */
  creditRate: z.number(),
  customerSubmitTime: z.string(),
  status: creditStatus,
  rejectReason: z.string(),
  /** Amount repaid (0 until repaid). */
  repayAmount: z.number(),
});
export type CreditHistoryRow = z.infer<typeof creditHistoryRow>;

/** `credit!beforepay`: what the repayment screen shows. */
export const creditBeforePay = z.object({
  realName: z.string(),
  creditRate: z.number(),
  alreadyCreditDays: z.number(),
  estimatePayment: z.number(),
  /** The wallet balance. */
  accountAmount: z.number(),
});

/** Seller only: the share of each settlement withheld towards the store's loan (0 = off). */
export const autoRepay = z.object({ percent: z.number() });

const creditApi = <S extends Extract<Surface, 'buyer' | 'seller'>>(surface: S) => {
  const e = endpoints(surface);
  return {
    check: e.signedIn('credit!check', { method: 'GET', output: z.enum(['true', 'false']) }),
    config: e.open('credit!config', { method: 'GET', output: creditConfig }),
    apply: e.signedIn('credit!apply', { method: 'GET', input: creditApplyInput, output: noData }),
    beforeReapply: e.signedIn('credit!beforereapply', { method: 'GET', input: z.object({ creditId: str }), output: creditApplication }),
    bill: e.signedIn('credit!bill', { method: 'GET', output: creditBill }),
    history: e.signedIn('credit!histroy', {
      method: 'GET', input: z.object({ pageNo: str, page_no: str, pageSize: str, page_size: str }), output: walletPage(creditHistoryRow),
    }),
    beforePay: e.signedIn('credit!beforepay', { method: 'GET', input: z.object({ pageNo: str, creditId: str }), output: creditBeforePay }),
    pay: e.signedIn('credit!pay', { method: 'GET', input: z.object({ creditId: str, safeword: str }), output: noData }),
  };
};

/** The buyer's loan calls (`/api`, `/wap/api`). */
export const buyerCreditApi = creditApi('buyer');

/** The seller's loan calls (`/api/seller`): the same, plus revenue-based repayment. */
export const sellerCreditApi = {
  ...creditApi('seller'),
  getAutoRepay: endpoints('seller').signedIn('credit!autoRepay', { output: autoRepay }),
  setAutoRepay: endpoints('seller').signedIn('credit!setAutoRepay', { input: z.object({ percent: str }), output: noData }),
};

// ---- admin (finance role) ----

/** `loan!settings`: the loan offer and the platform's loan fund. */
export const loanSettings = z.object({
  amountMin: z.number(),
  amountMax: z.number(),
  dailyRate: z.number(),
  defaultRate: z.number(),
  /** Terms in days, e.g. ["7","15","30","60","90","180","365"]. */
  lendableDays: z.array(z.string()),
  /** Loans above this amount need a second, different admin to confirm the approval. */
  approvalThreshold: z.number(),
  /** Money available in the loan fund. */
  fundBalance: z.number(),
  /** Largest share of a settlement a seller may have withheld for repayment (percent). */
  maxAutoRepayPercent: z.number(),
});
export type LoanSettings = z.infer<typeof loanSettings>;

/** A loan as the loan desk lists it. */
export const adminLoan = z.object({
  id: z.string(),
  ownerKind: z.enum(['user', 'seller']),
  ownerId: z.string(),
  /** Account name (email or phone) of the borrower. */
  ownerName: z.string(),
  realName: z.string(), countryId: z.string(), identification: z.string(),
  imgCertificateFace: z.string(), imgCertificateBack: z.string(), imgCertificateHand: z.string(),
  kinName: z.string(), kinPhone: z.string(), kinRelation: z.string(), kinAddress: z.string(), workAddress: z.string(), homeAddress: z.string(),
  applyAmount: z.number(), creditPeriod: z.number(), creditRate: z.number(), defaultRate: z.number(),
  status: creditStatus,
  /** The first approver while a second is needed ("" otherwise). */
  firstApprover: z.string(),
  needsSecondApproval: z.boolean(),
  rejectReason: z.string(),
  createTime: z.string(), disbursedAt: z.string(), dueDate: z.string(), repaidAt: z.string(),
  interest: z.number(), outstanding: z.number(), overdueDays: z.number(),
});
export type AdminLoan = z.infer<typeof adminLoan>;

/** `loan!book`: what is lent out and how late it is. */
export const loanBook = z.object({
  outstandingPrincipal: z.number(),
  outstandingInterest: z.number(),
  activeCount: z.number(),
  overdueCount: z.number(),
  /** Outstanding amounts of overdue loans by days past due. */
  buckets: z.array(z.object({ label: z.enum(['1-30', '31-60', '61+']), count: z.number(), amount: z.number() })),
  fundBalance: z.number(),
});
export type LoanBook = z.infer<typeof loanBook>;

const admin = endpoints('admin');
const idInput = z.object({ id: str });

/** The loan desk and loan settings of the admin back office. */
export const adminLoanApi = {
  settings: admin.signedIn('loan!settings', { output: loanSettings }),
  saveSettings: admin.signedIn('loan!saveSettings', {
    input: z.object({ amountMin: str, amountMax: str, dailyRate: str, defaultRate: str, lendableDays: str, approvalThreshold: str, maxAutoRepayPercent: str }),
    output: noData,
  }),
  /** Adds money to the loan fund (from the platform's equity). */
  fundDeposit: admin.signedIn('loan!fundDeposit', { input: z.object({ amount: str, reason: str }), output: noData }),
  list: admin.signedIn('loan!list', { input: pageQuery.extend({ status: str, keyword: str }), output: paged(adminLoan) }),
  info: admin.signedIn('loan!info', { input: idInput, output: adminLoan }),
  approve: admin.signedIn('loan!approve', { input: idInput, output: z.object({ status: creditStatus, needsSecondApproval: z.boolean() }) }),
  reject: admin.signedIn('loan!reject', { input: z.object({ id: str, reason: str }), output: noData }),
  book: admin.signedIn('loan!book', { output: loanBook }),
};
