import { useSearchParams } from 'react-router-dom';
import { CreditApplicationForm } from '@mall/storefront/credit/credit-application-form';
import { creditLinks } from '../../../config/paths';

/** /credit/application: the loan application (`?creditId=` re-applies after a rejection). */
export function Component() {
  const [params] = useSearchParams();
  return <CreditApplicationForm links={creditLinks} reapplyId={params.get('creditId') ?? ''} />;
}
