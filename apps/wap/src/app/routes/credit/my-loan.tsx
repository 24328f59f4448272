import { MyLoan } from '@mall/storefront/credit/my-loan';
import { creditLinks } from '../../../config/paths';

/** /credit/myLoan: the current bill with repayment and the history. */
export function Component() {
  return <MyLoan links={creditLinks} />;
}
