import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WithdrawFee, WithdrawOpen } from '@mall/api-client/wallet';
import { checkSafeword } from '@mall/domain/validation';
import { actualWithdrawAmount } from '@mall/domain/withdraw';
import { QueryState } from '@mall/ui/query-state';
import { SixDigitInput } from '@mall/ui/six-digit-input';
import { useToast } from '@mall/ui/toast-provider';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import { useValidation, type FieldErrors } from '../../shared/hooks/use-validation';
import { useApplyWithdraw } from '../api/apply-withdraw';
import { useBalance } from '../api/get-balance';
import { useWithdrawFee } from '../api/get-withdraw-fee';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import { withdrawAmountError } from '../utils/amount-rules';
import type { WalletLinks } from '../wallet-links';
import { Facts } from './facts';

type Field = 'amount' | 'safeword';

/** Rules of the withdrawal form: the amount rule of docs/product-rules.md and a 6-digit transaction password. */
export function withdrawErrors(v: { amount: string; safeword: string }, fee: WithdrawFee, balance?: number): FieldErrors<Field> {
  const out: FieldErrors<Field> = {};
  const amount = withdrawAmountError(v.amount, { fee: fee.withdraw_fee, min: fee.withdraw_limit_min, max: fee.withdraw_limit_max, balance });
  if (amount) out.amount = amount;
  const safeword = checkSafeword(v.safeword);
  if (safeword) out.safeword = safeword;
  return out;
}

/** The amount, the live actual amount and the transaction password, under the network's rules. */
function ApplyForm({ open, fee, links }: { open: WithdrawOpen; fee: WithdrawFee; links: Pick<WalletLinks, 'wallet' | 'transactionPassword'> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const fmt = useFormatAmount();
  const balance = useBalance();
  const { user } = useCurrentUser();
  const apply = useApplyWithdraw();
  const [amount, setAmount] = useState('');
  const [safeword, setSafeword] = useState('');
  const { errors, fieldProps, validate } = useValidation<Field>(() => withdrawErrors({ amount, safeword }, fee, balance.data));
  const noSafeword = user?.safeword === 0;
  const actual = actualWithdrawAmount(amount, fee.withdraw_fee);
  const usdt = (v: number) => `${fmt(v)} USDT`;

  const submit = () => {
    if (!validate()) return;
    apply.mutate({ amount: amount.trim(), to: open.address, coin: open.coinType, safeword }, {
      onSuccess: () => {
        toast.show(t('wallet:withdraw.submitted'), 'success');
        void navigate(links.wallet);
      },
      // A wrong password is typed again from the start.
      onError: () => setSafeword(''),
    });
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Facts
          columns={{ xs: 2, md: 3 }}
          items={[
            { label: t('wallet:withdraw.available'), value: balance.isSuccess ? usdt(balance.data) : '--' },
            { label: t('wallet:withdraw.fee'), value: usdt(fee.withdraw_fee) },
            { label: t('wallet:withdraw.limits'), value: t('wallet:withdraw.limitsValue', { min: fmt(fee.withdraw_limit_min), max: fmt(fee.withdraw_limit_max) }) },
            { label: t('wallet:withdraw.hours'), value: t('wallet:withdraw.hoursValue', { start: fee.hours_start || '--', end: fee.hours_end || '--' }) },
            { label: t('wallet:withdraw.dailyCount'), value: t('wallet:withdraw.dailyCountValue', { used: fee.today_count, limit: fee.daily_count }) },
          ]}
        />
      </Paper>
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <TextField
            label={t('wallet:withdraw.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            disabled={apply.isPending}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } }}
            {...fieldProps('amount')}
            helperText={fieldProps('amount').helperText ?? t('wallet:withdraw.amountHint')}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary">{t('wallet:withdraw.actualAmount')}</Typography>
            <Typography variant="h6" component="p" data-testid="withdraw-actual" sx={{ fontWeight: 700 }}>
              {actual?.isPositive() ? `${fmt(actual, { maxDecimals: 10 })} USDT` : '--'}
            </Typography>
          </Stack>
          {noSafeword && (
            <Alert
              severity="warning"
              action={<Button component={RouterLink} to={links.transactionPassword} color="inherit" size="small">{t('wallet:withdraw.setSafeword')}</Button>}
            >
              {t('wallet:withdraw.noSafeword')}
            </Alert>
          )}
          <Box>
            <SixDigitInput label={t('wallet:withdraw.safeword')} value={safeword} onChange={setSafeword} error={Boolean(errors.safeword)} disabled={apply.isPending || noSafeword} />
            {errors.safeword && <FormHelperText error>{t(`errors:${errors.safeword}`)}</FormHelperText>}
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={apply.isPending || noSafeword}>
            {apply.isPending ? t('wallet:withdraw.submitting') : t('wallet:withdraw.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** The bound address and network, then the application under that network's fee and rules (`withdraw!fee`). */
export function WithdrawForm({ open, links }: { open: WithdrawOpen; links: Pick<WalletLinks, 'wallet' | 'transactionPassword'> }) {
  const { t } = useTranslation();
  const fee = useWithdrawFee(open.chainName);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="h2">{t('wallet:withdraw.boundAddress')}</Typography>
            <Chip size="small" color="primary" variant="outlined" label={[open.chainName, open.coinType].filter(Boolean).join(' · ')} aria-label={`${t('wallet:withdraw.network')}: ${open.chainName}`} />
          </Stack>
          <Typography variant="body1" dir="ltr" data-testid="withdraw-address" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'start' }}>
            {open.address}
          </Typography>
        </Stack>
      </Paper>
      <QueryState isPending={fee.isPending} isError={fee.isError} onRetry={() => void fee.refetch()}>
        {fee.data && <ApplyForm open={open} fee={fee.data} links={links} />}
      </QueryState>
    </Stack>
  );
}
