import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import { RequireSignIn } from '@mall/storefront/auth/require-sign-in';
import { MyLoan } from '@mall/storefront/credit/my-loan';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { creditLinks, paths } from '../../../config/paths';

/** /credit/myLoan: the current bill with repayment and the history, for signed-in buyers. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('credit:offer.myLoan'));
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
      <RequireSignIn loginHref={paths.auth.login.getHref()}>{() => <MyLoan links={creditLinks} />}</RequireSignIn>
    </Container>
  );
}
