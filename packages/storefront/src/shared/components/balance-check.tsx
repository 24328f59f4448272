import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BalanceCheckState } from '../hooks/use-balance';
import { useFormatAmount } from '../hooks/use-format-amount';
import { withReturn } from '../utils/return-path';

export interface BalanceCheckProps {
  check: BalanceCheckState;
  /** The recharge page. */
  rechargeHref: string;
  /** Where the recharge page comes back to; default this page. */
  returnTo?: string;
}

/**
 * The wallet balance beside an amount to pay from it; when it falls short, says by how much and offers a
 * recharge that comes back here, so no transaction password is typed for a payment that cannot succeed.
 */
export function BalanceCheck({ check, rechargeHref, returnTo }: BalanceCheckProps) {
  const { t } = useTranslation();
  const fmt = useFormatAmount();
  const location = useLocation();
  const back = returnTo ?? `${location.pathname}${location.search}`;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="body2" color="text.secondary">{t('common:balance.label')}</Typography>
        <Typography variant="body2" data-testid="balance-available" sx={{ fontWeight: 600 }}>
          <bdi>{check.balance === undefined ? '--' : `${fmt(check.balance)} ${t('common:balance.currency')}`}</bdi>
        </Typography>
      </Stack>
      {check.short && (
        <Alert
          severity="warning"
          data-testid="balance-short"
          action={<Button component={RouterLink} to={withReturn(rechargeHref, back)} color="inherit" size="small">{t('common:balance.recharge')}</Button>}
        >
          {t('common:balance.short', { amount: `${fmt(check.short)} ${t('common:balance.currency')}` })}
        </Alert>
      )}
    </Stack>
  );
}
