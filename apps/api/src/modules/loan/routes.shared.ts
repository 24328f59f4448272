import type { buyerCreditApi, sellerCreditApi } from '@mall/contract/credit';
import type { AuthedCtx, Registry } from '../../core/rpc';
import type { Safewords } from '../account/safewords';
import type { LoanService, Owner } from './service';

type S = string;
const pageOf = (i: { pageNo: S; page_no: S; pageSize: S; page_size: S }) => {
  const no = Number.parseInt(i.pageNo || i.page_no || '1', 10);
  const size = Number.parseInt(i.pageSize || i.page_size || '10', 10);
  return { no: Number.isFinite(no) && no > 0 ? no : 1, size: Number.isFinite(size) ? Math.min(100, Math.max(1, size)) : 10 };
};

/**
 * The `credit!*` handlers of one owner kind: buyers borrow for themselves, sellers for their store;
 * both surfaces answer the same names with the same shapes.
 */
export function creditHandlers(loans: LoanService, kind: Owner['kind'], safewords: Safewords) {
  const owner = (ctx: AuthedCtx<unknown>): Owner => ({ kind, id: ctx.auth.id });
  return {
    check: (ctx: AuthedCtx<unknown>) => loans.check(owner(ctx)),
    config: () => loans.settings.config(),
    apply: async (ctx: AuthedCtx<{
      realName: S; creditPeriod: S; applyAmount: S; countryId: S; identification: S; imgCertificateFace: S; imgCertificateBack: S; imgCertificateHand: S;
      creditId: S; agree: S; kinName: S; kinPhone: S; kinRelation: S; kinAddress: S; workAddress: S; homeAddress: S;
    }>) => {
      // Existing clients never send `agree`; ours always do.
      await loans.apply(owner(ctx), { ...ctx.input, agree: 'agree' in ctx.params ? ctx.input.agree : undefined });
      return null;
    },
    beforeReapply: (ctx: AuthedCtx<{ creditId: S }>) => loans.beforeReapply(owner(ctx), ctx.input.creditId),
    bill: (ctx: AuthedCtx<unknown>) => loans.bill(owner(ctx)),
    history: (ctx: AuthedCtx<{ pageNo: S; page_no: S; pageSize: S; page_size: S }>) => {
      const p = pageOf(ctx.input);
      return loans.history(owner(ctx), p.no, p.size);
    },
    beforePay: (ctx: AuthedCtx<{ pageNo: S; creditId: S }>) => loans.beforePay(owner(ctx), ctx.input.creditId),
    pay: async (ctx: AuthedCtx<{ creditId: S; safeword: S }>) => {
      // A wrong password counts towards the daily lockout and repays nothing.
      await safewords.verify(ctx.auth.id, ctx.input.safeword);
      await loans.pay(owner(ctx), ctx.input.creditId);
      return null;
    },
  };
}

/** Serves the `credit!*` calls both surfaces answer; the caller borrows as the surface's kind (buyer or seller). */
export function serveCreditCalls(api: Registry<'user'>, e: typeof buyerCreditApi, loans: LoanService, safewords: Safewords): void;
export function serveCreditCalls(api: Registry<'seller'>, e: typeof sellerCreditApi, loans: LoanService, safewords: Safewords): void;
export function serveCreditCalls(api: Registry<'user' | 'seller'>, e: typeof buyerCreditApi | typeof sellerCreditApi, loans: LoanService, safewords: Safewords): void {
  const h = creditHandlers(loans, api.actor, safewords);
  api.serve(e.check, h.check);
  api.serve(e.config, h.config);
  api.serve(e.apply, { rateLimit: 30 }, h.apply);
  api.serve(e.beforeReapply, h.beforeReapply);
  api.serve(e.bill, h.bill);
  api.serve(e.history, h.history);
  api.serve(e.beforePay, h.beforePay);
  api.serve(e.pay, { rateLimit: 60 }, h.pay);
}
