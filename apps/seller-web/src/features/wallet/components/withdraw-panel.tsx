import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WithdrawOpen } from '@mall/api-client/wallet';
import { decimalText } from '@mall/backoffice/shared/number-input';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { actualWithdrawAmount, checkWithdrawAmount } from '@mall/domain/withdraw';
import { QueryState } from '@mall/ui/query-state';
import { SixDigitInput } from '@mall/ui/six-digit-input';
import { useToast } from '@mall/ui/toast-provider';
import { useApplyWithdrawal } from '../api/apply-withdrawal';
import { useBalance } from '../api/get-balance';
import { useSafewordSet } from '../api/get-safeword-set';
import { useWithdrawFee } from '../api/get-withdraw-fee';
import { useWithdrawOpen } from '../api/get-withdraw-open';
import { BindAddressForm } from './bind-address-form';

/** The withdrawal page: bind the one address first, set a transaction password (at `safewordHref`), then apply. */
export function WithdrawPanel({ safewordHref }: { safewordHref: string }) {
  const { t } = useTranslation();
  const open = useWithdrawOpen();
  const safeword = useSafewordSet();
  return (
    <QueryState
      isPending={open.isPending || safeword.isPending}
      isError={open.isError || safeword.isError}
      onRetry={() => { void open.refetch(); void safeword.refetch(); }}
    >
      {open.data && open.data.existWithdrawAddress !== 1 && <BindAddressForm />}
      {open.data?.existWithdrawAddress === 1 && safeword.data === false && (
        <Alert
          severity="warning"
          action={<Button color="inherit" size="small" component={Link} to={safewordHref}>{t('seller:wallet.withdraw.setSafeword')}</Button>}
        >
          {t('seller:wallet.withdraw.safewordMissing')}
        </Alert>
      )}
      {open.data?.existWithdrawAddress === 1 && safeword.data === true && <WithdrawForm address={open.data} />}
    </QueryState>
  );
}

function WithdrawForm({ address }: { address: WithdrawOpen }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  const fee = useWithdrawFee(address.chainName);
  const balance = useBalance();
  const [amount, setAmount] = useState('');
  const [safeword, setSafeword] = useState('');
  const [touched, setTouched] = useState(false);
  const actualId = useId();
  const apply = useApplyWithdrawal({
    onSuccess: () => { toast.show(t('seller:wallet.withdraw.done'), 'success'); setAmount(''); setSafeword(''); setTouched(false); },
  });

  const rules = fee.data;
  const problem = rules && balance.data !== undefined
    ? checkWithdrawAmount(amount, { fee: rules.withdraw_fee, min: rules.withdraw_limit_min, max: rules.withdraw_limit_max, balance: balance.data })
    : null;
  const amountError = problem && ({
    required: t('backoffice:validation.required'),
    format: t('seller:wallet.withdraw.errors.format'),
    decimals: t('seller:wallet.withdraw.errors.decimals'),
    positive: t('seller:wallet.withdraw.errors.positive'),
    WITHDRAW_BELOW_MIN: t('seller:wallet.withdraw.errors.belowMin', { min: fmt.amount(rules!.withdraw_limit_min) }),
    WITHDRAW_ABOVE_MAX: t('seller:wallet.withdraw.errors.aboveMax', { max: fmt.amount(rules!.withdraw_limit_max) }),
    FEE_EXCEEDS_AMOUNT: t('seller:wallet.withdraw.errors.notAboveFee', { fee: fmt.exact(rules!.withdraw_fee) }),
    BALANCE_NOT_ENOUGH: t('seller:wallet.withdraw.errors.balance'),
  })[problem];
  const safewordError = safeword.length === 6 ? null : t('seller:wallet.withdraw.errors.safeword');
  const actual = rules ? actualWithdrawAmount(amount, rules.withdraw_fee) : null;
  const limitReached = rules ? rules.today_count >= rules.daily_count : false;

  const submit = () => {
    setTouched(true);
    if (!rules || balance.data === undefined || amountError || safewordError || limitReached) return;
    apply.mutate({ amount: decimalText(amount), to: address.address, coin: address.coinType, safeword });
  };

  return (
    <QueryState isPending={fee.isPending || balance.isPending} isError={fee.isError || balance.isError} onRetry={() => { void fee.refetch(); void balance.refetch(); }}>
      {rules && balance.data !== undefined && (
        <Paper component="form" noValidate variant="outlined" sx={{ padding: 3, maxWidth: 640 }} onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(); }}>
          <Stack spacing={2.5}>
            <Box>
              <Typography variant="overline" color="text.secondary">{t('seller:wallet.withdraw.to')}</Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{t('seller:wallet.coinOnNetwork', { coin: address.coinType, network: address.chainName })}</Typography>
              <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{address.address}</Typography>
            </Box>
            <Box component="ul" sx={{ margin: 0, paddingInlineStart: 2.5, color: 'text.secondary', typography: 'body2' }} aria-label={t('seller:wallet.withdraw.rules')}>
              <li>{t('seller:wallet.withdraw.feeRule', { fee: fmt.exact(rules.withdraw_fee) })}</li>
              <li>{t('seller:wallet.withdraw.limitRule', { min: fmt.amount(rules.withdraw_limit_min), max: fmt.amount(rules.withdraw_limit_max) })}</li>
              <li>{t('seller:wallet.withdraw.hoursRule', { start: rules.hours_start, end: rules.hours_end })}</li>
              <li>{t('seller:wallet.withdraw.countRule', { count: rules.daily_count, used: rules.today_count })}</li>
            </Box>
            {limitReached && <Alert severity="warning">{t('seller:wallet.withdraw.limitReached')}</Alert>}
            <TextField
              label={t('seller:wallet.withdraw.amount')}
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={touched && Boolean(amountError)}
              helperText={(touched && amountError) || t('seller:wallet.withdraw.available', { balance: fmt.amount(balance.data) })}
              required
              fullWidth
              autoComplete="off"
              slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
            />
            <Paper variant="outlined" sx={{ padding: 2, backgroundColor: 'action.hover' }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2" color="text.secondary">{t('seller:wallet.withdraw.fee')}</Typography>
                <Typography variant="body2"><bdi>{`${fmt.exact(rules.withdraw_fee)} ${t('seller:wallet.currency')}`}</bdi></Typography>
              </Box>
              <Divider sx={{ marginBlock: 1 }} />
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }} id={actualId}>{t('seller:wallet.withdraw.actual')}</Typography>
                <Typography variant="body1" sx={{ fontWeight: 600 }} role="status" aria-labelledby={actualId}>
                  {/* Money's exact text goes straight to the formatter: no float in between. */}
                  <bdi>{actual ? `${fmt.exact(actual.toString() as `${number}`)} ${t('seller:wallet.currency')}` : '--'}</bdi>
                </Typography>
              </Box>
            </Paper>
            <Box>
              <SixDigitInput label={t('seller:wallet.withdraw.safeword')} value={safeword} onChange={setSafeword} error={touched && Boolean(safewordError)} />
              {touched && safewordError && <Typography variant="caption" color="error" role="alert">{safewordError}</Typography>}
            </Box>
            <Box>
              <Button type="submit" variant="contained" disabled={apply.isPending || limitReached}>{t('seller:wallet.withdraw.submit')}</Button>
            </Box>
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}
