import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { WalletLinks } from '../wallet-links';
import { BalanceCard } from './balance-card';
import { RechargeRecords } from './recharge-records';
import { WalletHistory } from './wallet-history';
import { WithdrawalRecords } from './withdrawal-records';

const TABS = ['recharges', 'withdrawals', 'history'] as const;
type WalletTab = (typeof TABS)[number];

export interface WalletOverviewProps {
  links: Pick<WalletLinks, 'recharge' | 'withdraw'>;
}

/**
 * The wallet: balance card, then recharge records, withdrawal records and the wallet history as tabs.
 * The open tab is kept in `?tab=`, so going back from a record's page returns to it.
 */
export function WalletOverview({ links }: WalletOverviewProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: WalletTab = TABS.find((x) => x === asked) ?? 'recharges';
  const select = (next: WalletTab) => setParams((p) => {
    const out = new URLSearchParams(p);
    if (next === 'recharges') out.delete('tab'); else out.set('tab', next);
    return out;
  }, { replace: true });
  return (
    <Stack spacing={2}>
      <BalanceCard links={links} />
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, v: WalletTab) => select(v)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label={t('wallet:tabs.label')}
          sx={{ borderBlockEnd: 1, borderColor: 'divider' }}
        >
          {TABS.map((x) => <Tab key={x} value={x} label={t(`wallet:tabs.${x}`)} id={`wallet-tab-${x}`} aria-controls={`wallet-panel-${x}`} />)}
        </Tabs>
        <Box role="tabpanel" id={`wallet-panel-${tab}`} aria-labelledby={`wallet-tab-${tab}`} sx={{ padding: { xs: 1.5, md: 2 } }}>
          {tab === 'recharges' && <RechargeRecords />}
          {tab === 'withdrawals' && <WithdrawalRecords />}
          {tab === 'history' && <WalletHistory />}
        </Box>
      </Paper>
    </Stack>
  );
}
