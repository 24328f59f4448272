import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { WalletOverview } from '@mall/storefront/wallet/wallet-overview';
import { walletLinks } from '../../../../config/paths';

/** /userInfo/money-package: balance, recharge and withdraw, and the wallet records. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('wallet:title'));
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('wallet:title')}</Typography>
      <WalletOverview links={walletLinks} />
    </Stack>
  );
}
