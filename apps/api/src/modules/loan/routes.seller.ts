import { sellerCreditApi as e } from '@mall/contract/credit';
import type { Registry } from '../../core/rpc';
import type { Safewords } from '../account/safewords';
import { creditHandlers } from './routes.shared';
import type { LoanService } from './service';

/** The seller's `credit!*` calls for the store's loan, and revenue-based repayment. */
export function sellerCreditRoutes(api: Registry<'seller'>, loans: LoanService, safewords: Safewords): void {
  const h = creditHandlers(loans, 'seller', safewords);
  api.serve(e.check, h.check);
  api.serve(e.config, h.config);
  api.serve(e.apply, { rateLimit: 30 }, h.apply);
  api.serve(e.beforeReapply, h.beforeReapply);
  api.serve(e.bill, h.bill);
  api.serve(e.history, h.history);
  api.serve(e.beforePay, h.beforePay);
  api.serve(e.pay, { rateLimit: 60 }, h.pay);
  api.serve(e.getAutoRepay, ({ auth }) => loans.autoRepay(auth.id));
  api.serve(e.setAutoRepay, { rateLimit: 30 }, async ({ auth, input }) => { await loans.setAutoRepay(auth.id, input.percent); return null; });
}
