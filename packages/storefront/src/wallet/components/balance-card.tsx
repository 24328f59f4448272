import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBalance } from '../api/get-balance';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import type { WalletLinks } from '../wallet-links';

/** The USDT balance in the brand's colour, with the ways to recharge and withdraw. */
export function BalanceCard({ links }: { links: Pick<WalletLinks, 'recharge' | 'withdraw'> }) {
  const { t } = useTranslation();
  const fmt = useFormatAmount();
  const balance = useBalance();
  const labelId = useId();
  return (
    <Paper
      elevation={0}
      component="section"
      aria-labelledby={labelId}
      sx={{ padding: { xs: 2, md: 3 }, backgroundColor: 'primary.main', color: 'primary.contrastText', borderRadius: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Stack spacing={0.5}>
          <Typography id={labelId} variant="body2" sx={{ opacity: 0.85 }}>
            {t('wallet:balance.label')} ({t('wallet:balance.currency')})
          </Typography>
          {balance.isPending ? <CircularProgress size={28} color="inherit" aria-label={t('wallet:balance.label')} /> : (
            <Typography variant="h4" component="p" data-testid="wallet-balance" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {balance.isError ? '--' : fmt(balance.data)}
            </Typography>
          )}
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
          <Button component={RouterLink} to={links.recharge} variant="contained" color="secondary" fullWidth sx={{ minWidth: 120 }}>
            {t('wallet:actions.recharge')}
          </Button>
          <Button component={RouterLink} to={links.withdraw} variant="outlined" color="inherit" fullWidth sx={{ minWidth: 120 }}>
            {t('wallet:actions.withdraw')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
