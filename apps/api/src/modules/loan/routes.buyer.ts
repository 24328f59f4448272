import { buyerCreditApi as e } from '@mall/contract/credit';
import type { Registry } from '../../core/rpc';
import type { Safewords } from '../account/safewords';
import { creditHandlers } from './routes.shared';
import type { LoanService } from './service';

/** The buyer's `credit!*` calls (all GET on the wire; the registry answers both methods). */
export function buyerCreditRoutes(api: Registry<'user'>, loans: LoanService, safewords: Safewords): void {
  const h = creditHandlers(loans, 'user', safewords);
  api.serve(e.check, h.check);
  api.serve(e.config, h.config);
  api.serve(e.apply, { rateLimit: 30 }, h.apply);
  api.serve(e.beforeReapply, h.beforeReapply);
  api.serve(e.bill, h.bill);
  api.serve(e.history, h.history);
  api.serve(e.beforePay, h.beforePay);
  api.serve(e.pay, { rateLimit: 60 }, h.pay);
}
