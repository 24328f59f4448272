import { buyerMerchantApi as e } from '@mall/contract/merchant';
import type { Registry } from '../../core/rpc';
import type { MerchantService } from './service';

/** The promotion page's calls: the offer (anyone), the caller's application, applying and re-submitting. */
export function buyerMerchantRoutes(api: Registry<'user'>, merchant: MerchantService): void {
  api.serve(e.offer, () => merchant.offer());
  api.serve(e.mine, ({ auth }) => merchant.mine(auth.id));
  api.serve(e.apply, ({ auth, input, lang, req }) => merchant.apply(auth.id, input, lang, req.host));
  api.serve(e.resubmit, ({ auth, input, req }) => merchant.resubmit(auth.id, input.id, input.documents, req.host));
}
