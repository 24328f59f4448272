import { CreditOffer } from '@mall/storefront/credit/credit-offer';
import { creditLinks } from '../../../config/paths';

/** /credit: the loan offer from the platform's configuration, with Apply. */
export function Component() {
  return <CreditOffer links={creditLinks} />;
}
