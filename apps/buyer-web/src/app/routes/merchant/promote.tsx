import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import { PromotePage } from '@mall/storefront/merchant/promote-page';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../../config/paths';

/** /promote/: what selling here offers, fees, steps, questions and the application. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('merchant:form.title'));
  return (
    <Container maxWidth="lg">
      <PromotePage loginHref={paths.auth.login.getHref()} />
    </Container>
  );
}
