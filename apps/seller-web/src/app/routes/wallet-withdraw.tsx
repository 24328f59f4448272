import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { BalanceCard } from '../../features/wallet/components/balance-card';
import { WithdrawPanel } from '../../features/wallet/components/withdraw-panel';
import { paths } from '../../config/paths';

export default function WalletWithdrawRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('seller:wallet.withdraw.title')}
        description={t('seller:wallet.withdraw.intro')}
        actions={<Button component={Link} to={paths.wallet.getHref()}>{t('seller:wallet.back')}</Button>}
      />
      <BalanceCard />
      <WithdrawPanel safewordHref={paths.walletSafeword.getHref()} />
    </>
  );
}
