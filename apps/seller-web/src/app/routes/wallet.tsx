import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { BalanceCard } from '../../features/wallet/components/balance-card';
import { WalletHistoryTable } from '../../features/wallet/components/wallet-history-table';
import { WithdrawalListTable } from '../../features/wallet/components/withdrawal-list-table';
import { paths } from '../../config/paths';

export default function WalletRoute() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'history' | 'withdrawals'>('history');
  return (
    <>
      <PageHeader title={t('seller:nav.wallet')} description={t('seller:sections.wallet')} />
      <BalanceCard
        actions={(
          <>
            <Button component={Link} to={paths.walletWithdraw.getHref()} variant="contained">{t('seller:wallet.withdraw.title')}</Button>
            <Button component={Link} to={paths.walletSafeword.getHref()} variant="outlined">{t('seller:wallet.safeword.title')}</Button>
          </>
        )}
      />
      <Box sx={{ borderBlockEnd: 1, borderColor: 'divider', marginBlockEnd: 2 }}>
        <Tabs value={tab} onChange={(_, v: 'history' | 'withdrawals') => setTab(v)} aria-label={t('seller:nav.wallet')}>
          <Tab value="history" label={t('seller:wallet.history.title')} />
          <Tab value="withdrawals" label={t('seller:wallet.withdrawals.title')} />
        </Tabs>
      </Box>
      {tab === 'history' ? <WalletHistoryTable /> : <WithdrawalListTable />}
    </>
  );
}
