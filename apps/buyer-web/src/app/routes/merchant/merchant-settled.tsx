import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import { MerchantSettled } from '@mall/storefront/merchant/merchant-settled';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../../config/paths';

/** /merchantSettled: opens the merchant-promotion page in a new window (with a link if the pop-up was blocked). */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('common:nav.merchantSettled'));
  return (
    <Container maxWidth="sm">
      <MerchantSettled promotePath={paths.promote.getHref()} />
    </Container>
  );
}
