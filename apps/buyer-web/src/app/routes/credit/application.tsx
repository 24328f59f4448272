import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import { RequireSignIn } from '@mall/storefront/auth/require-sign-in';
import { CreditApplicationForm } from '@mall/storefront/credit/credit-application-form';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { creditLinks, paths } from '../../../config/paths';

/** /credit/application: the loan application (`?creditId=` re-applies after a rejection), for signed-in buyers. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  usePageTitle(t('credit:form.title'));
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
      <RequireSignIn loginHref={paths.auth.login.getHref()}>
        {() => <CreditApplicationForm links={creditLinks} reapplyId={params.get('creditId') ?? ''} />}
      </RequireSignIn>
    </Container>
  );
}
