import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReferralCentre } from '@mall/storefront/referral/referral-centre';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../../config/paths';

/** /userInfo/referral: the buyer's invitation code, link and QR code, and the accounts they invited. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('referral:centre.title'));
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('referral:centre.title')}</Typography>
      <ReferralCentre registerPath={paths.auth.register.getHref()} />
    </Stack>
  );
}
