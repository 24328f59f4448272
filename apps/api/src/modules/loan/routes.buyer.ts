import { buyerCreditApi } from '@mall/contract/credit';
import type { Registry } from '../../core/rpc';
import type { Safewords } from '../account/safewords';
import { serveCreditCalls } from './routes.shared';
import type { LoanService } from './service';

/** The buyer's `credit!*` calls (all GET on the wire; the registry answers both methods). */
export function buyerCreditRoutes(api: Registry<'user'>, loans: LoanService, safewords: Safewords): void {
  serveCreditCalls(api, buyerCreditApi, loans, safewords);
}
