import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { WithdrawPanel } from '@mall/storefront/wallet/withdraw-panel';
import { walletLinks } from '../../../../config/paths';

/** /userInfo/money-package/withdraw: bind the one address, then apply with the transaction password. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('wallet:withdraw.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">{t('wallet:withdraw.title')}</Typography>
        <Button component={RouterLink} to={walletLinks.wallet}>{t('wallet:actions.backToWallet')}</Button>
      </Stack>
      <WithdrawPanel links={walletLinks} />
    </Stack>
  );
}
