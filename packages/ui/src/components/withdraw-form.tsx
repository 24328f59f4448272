import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@mall/domain/format';
import { checkSafeword } from '@mall/domain/validation';
import { actualWithdrawAmount, checkWithdrawAmount, type WithdrawAmountProblem } from '@mall/domain/withdraw';
import { languages } from '@mall/i18n/languages';
import { SixDigitInput } from './six-digit-input';

// The withdrawal form as buyers (storefronts) and sellers (seller zone) see it: the bound address, the
// network's rules, the amount with what arrives after the fee, and the transaction password. The amount
// rule is @mall/domain/withdraw's; the apps fetch and send. Texts come from the `wallet` namespace,
// which every app showing the form loads.

/** The one bound address, as `withdraw!withdraw_open` answers it (the kit knows no contract, only this shape). */
export interface WithdrawTarget { address: string; coinType: string; chainName: string }

/** The network's fee, limits, hours (Shanghai time) and today's count, as `withdraw!fee` answers them. */
export interface WithdrawNetworkRules {
  withdraw_fee: number;
  withdraw_limit_min: number;
  withdraw_limit_max: number;
  hours_start: string;
  hours_end: string;
  daily_count: number;
  today_count: number;
}

/** What the form sends: the amount as typed (trimmed) and the 6-digit transaction password. */
export interface WithdrawValues { amount: string; safeword: string }

export interface WithdrawFormProps {
  to: WithdrawTarget;
  rules: WithdrawNetworkRules;
  /** The available balance; the amount may not exceed it. */
  balance: number;
  /**
   * Sends the application. Resolves when it was accepted (the form empties), rejects when refused (the
   * password is typed again; the app's QueryClient shows the error).
   */
  submit: (values: WithdrawValues) => Promise<unknown>;
  pending: boolean;
  /** In place of the password while the user has none: the app's notice with its link to set one. */
  safewordMissing?: ReactNode;
}

const PROBLEM_TEXT = {
  // An empty amount asks for one above zero.
  required: 'wallet:withdraw.errors.positive',
  format: 'wallet:withdraw.errors.format',
  decimals: 'wallet:withdraw.errors.decimals',
  positive: 'wallet:withdraw.errors.positive',
  WITHDRAW_BELOW_MIN: 'wallet:withdraw.errors.belowMin',
  WITHDRAW_ABOVE_MAX: 'wallet:withdraw.errors.aboveMax',
  FEE_EXCEEDS_AMOUNT: 'wallet:withdraw.errors.notAboveFee',
  BALANCE_NOT_ENOUGH: 'wallet:withdraw.errors.balance',
} as const satisfies Record<WithdrawAmountProblem, string>;

/** The bound address, the network's rules, the amount with the exact amount that arrives, and the transaction password. */
export function WithdrawForm({ to, rules: r, balance, submit, pending, safewordMissing }: WithdrawFormProps) {
  const rules = {
    fee: r.withdraw_fee, min: r.withdraw_limit_min, max: r.withdraw_limit_max,
    hoursStart: r.hours_start, hoursEnd: r.hours_end, dailyCount: r.daily_count, todayCount: r.today_count,
  };
  const { t, i18n } = useTranslation();
  const tag = languages.find((l) => l.code === i18n.language)?.tag ?? 'en';
  const fmt = (v: Parameters<typeof formatAmount>[0], exact = false) => formatAmount(v, tag, exact ? { maxDecimals: 10 } : {});
  const usdt = (v: Parameters<typeof formatAmount>[0], exact = false) => `${fmt(v, exact)} USDT`;
  const [amount, setAmount] = useState('');
  const [safeword, setSafeword] = useState('');
  const [touched, setTouched] = useState(false);
  const actualId = useId();

  const problem = checkWithdrawAmount(amount, { fee: rules.fee, min: rules.min, max: rules.max, balance });
  const amountError = problem
    ? t(PROBLEM_TEXT[problem], { min: fmt(rules.min), max: fmt(rules.max), fee: fmt(rules.fee, true) })
    : null;
  const safewordError = checkSafeword(safeword) ? t('wallet:withdraw.errors.safeword') : null;
  const actual = actualWithdrawAmount(amount, rules.fee);
  const limitReached = rules.todayCount >= rules.dailyCount;
  const blocked = pending || limitReached || Boolean(safewordMissing);

  const send = () => {
    setTouched(true);
    if (amountError || safewordError || blocked) return;
    submit({ amount: amount.trim(), safeword }).then(
      () => { setAmount(''); setSafeword(''); setTouched(false); },
      // A refused password is typed again from the start.
      () => setSafeword(''),
    );
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="h2">{t('wallet:withdraw.boundAddress')}</Typography>
            <Chip size="small" color="primary" variant="outlined" label={[to.chainName, to.coinType].filter(Boolean).join(' · ')} aria-label={`${t('wallet:withdraw.network')}: ${to.chainName}`} />
          </Stack>
          <Typography variant="body1" dir="ltr" data-testid="withdraw-address" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'start' }}>
            {to.address}
          </Typography>
        </Stack>
      </Paper>
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => { e.preventDefault(); send(); }}>
          <Box component="ul" sx={{ margin: 0, paddingInlineStart: 2.5, color: 'text.secondary', typography: 'body2' }} aria-label={t('wallet:withdraw.rules')}>
            <li>{t('wallet:withdraw.feeRule', { fee: fmt(rules.fee, true) })}</li>
            <li>{t('wallet:withdraw.limitRule', { min: fmt(rules.min), max: fmt(rules.max) })}</li>
            <li>{t('wallet:withdraw.hoursRule', { start: rules.hoursStart || '--', end: rules.hoursEnd || '--' })}</li>
            <li>{t('wallet:withdraw.countRule', { count: rules.dailyCount, used: rules.todayCount })}</li>
          </Box>
          {limitReached && <Alert severity="warning">{t('wallet:withdraw.limitReached')}</Alert>}
          <TextField
            label={t('wallet:withdraw.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            disabled={pending}
            required
            error={touched && Boolean(amountError)}
            helperText={(touched && amountError) || t('wallet:withdraw.availableHint', { balance: fmt(balance) })}
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } }}
          />
          <Paper variant="outlined" sx={{ padding: 2, backgroundColor: 'action.hover' }}>
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">{t('wallet:withdraw.fee')}</Typography>
              <Typography variant="body2"><bdi>{usdt(rules.fee, true)}</bdi></Typography>
            </Stack>
            <Divider sx={{ marginBlock: 1 }} />
            <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} id={actualId}>{t('wallet:withdraw.actualAmount')}</Typography>
              {/* Money's exact text goes straight to the formatter: no float in between. */}
              <Typography variant="h6" component="p" role="status" aria-labelledby={actualId} data-testid="withdraw-actual" sx={{ fontWeight: 700 }}>
                {actual ? usdt(actual, true) : '--'}
              </Typography>
            </Stack>
          </Paper>
          {safewordMissing}
          <Box>
            <SixDigitInput label={t('wallet:withdraw.safeword')} value={safeword} onChange={setSafeword} error={touched && Boolean(safewordError)} disabled={pending || Boolean(safewordMissing)} />
            {touched && safewordError && <FormHelperText error role="alert">{safewordError}</FormHelperText>}
          </Box>
          <Button type="submit" variant="contained" size="large" disabled={blocked}>
            {pending ? t('wallet:withdraw.submitting') : t('wallet:withdraw.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
