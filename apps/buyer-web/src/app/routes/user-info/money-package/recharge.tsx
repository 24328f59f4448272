import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { RechargeForm } from '@mall/storefront/wallet/recharge-form';
import { walletLinks } from '../../../../config/paths';

/** /userInfo/money-package/recharge: currency, network, deposit address, amount and proof. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('wallet:recharge.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">{t('wallet:recharge.title')}</Typography>
        <Button component={RouterLink} to={walletLinks.wallet}>{t('wallet:actions.backToWallet')}</Button>
      </Stack>
      <RechargeForm links={walletLinks} />
    </Stack>
  );
}
