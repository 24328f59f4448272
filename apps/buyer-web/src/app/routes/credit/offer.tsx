import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import { CreditOffer } from '@mall/storefront/credit/credit-offer';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { creditLinks } from '../../../config/paths';

/** /credit: the loan offer from the platform's configuration, with Apply. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('credit:title'));
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
      <CreditOffer links={creditLinks} />
    </Container>
  );
}
