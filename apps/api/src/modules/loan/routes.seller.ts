import { sellerCreditApi as e } from '@mall/contract/credit';
import type { Registry } from '../../core/rpc';
import type { Safewords } from '../account/safewords';
import { serveCreditCalls } from './routes.shared';
import type { LoanService } from './service';

/** The seller's `credit!*` calls for the store's loan, and revenue-based repayment. */
export function sellerCreditRoutes(api: Registry<'seller'>, loans: LoanService, safewords: Safewords): void {
  serveCreditCalls(api, e, loans, safewords);
  api.serve(e.getAutoRepay, ({ auth }) => loans.autoRepay(auth.id));
  api.serve(e.setAutoRepay, { rateLimit: 30 }, async ({ auth, input }) => { await loans.setAutoRepay(auth.id, input.percent); return null; });
}
