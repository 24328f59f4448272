import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { useBalance } from '../api/get-balance';

/** The available balance in USDT, with the wallet's actions at the inline end. */
export function BalanceCard({ actions }: { actions?: ReactNode }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const balance = useBalance();
  return (
    <Paper variant="outlined" sx={{ padding: 3, marginBlockEnd: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', borderInlineStart: (theme) => `4px solid ${theme.palette.primary.main}` }}>
      <AccountBalanceWalletOutlined color="primary" sx={{ fontSize: 40 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="overline" color="text.secondary">{t('seller:wallet.balance')}</Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} aria-live="polite">
          {balance.data === undefined
            ? (balance.isError ? '--' : <Skeleton width={160} />)
            : `${fmt.amount(balance.data)} ${t('seller:wallet.currency')}`}
        </Typography>
      </Box>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box>}
    </Paper>
  );
}
