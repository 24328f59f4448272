import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LoanSettings, LoanSettingsInput } from '@mall/api-client/loan-staff';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { parseLoanTerms } from '@mall/domain/loan';
import { Money } from '@mall/domain/money';
import { useToast } from '@mall/ui/toast-provider';
import { useDepositLoanFund } from '../api/deposit-loan-fund';
import { useLoanSettings } from '../api/get-loan-settings';
import { useSaveLoanSettings } from '../api/save-loan-settings';

type Field = keyof LoanSettingsInput;
const FIELDS: readonly Field[] = ['amountMin', 'amountMax', 'dailyRate', 'defaultRate', 'lendableDays', 'approvalThreshold', 'maxAutoRepayPercent'];

/** The failing rule of each field, as an `admin:loans.settings.errors` key. */
export function loanSettingsErrors(v: LoanSettingsInput): Partial<Record<Field, 'amount' | 'range' | 'rate' | 'terms' | 'percent'>> {
  const out: Partial<Record<Field, 'amount' | 'range' | 'rate' | 'terms' | 'percent'>> = {};
  const money = (s: string) => (Money.isValid(s.trim()) ? Money.parse(s.trim()) : null);
  const min = money(v.amountMin);
  const max = money(v.amountMax);
  if (!min || !min.isPositive()) out.amountMin = 'amount';
  if (!max || !max.isPositive()) out.amountMax = 'amount';
  else if (min && min.cmp(max) > 0) out.amountMax = 'range';
  for (const f of ['dailyRate', 'defaultRate'] as const) {
    const r = money(v[f]);
    if (!r || r.isNegative() || r.cmp(Money.parse('1')) > 0) out[f] = 'rate';
  }
  if (!parseLoanTerms(v.lendableDays)) out.lendableDays = 'terms';
  const threshold = money(v.approvalThreshold);
  if (!threshold || threshold.isNegative()) out.approvalThreshold = 'amount';
  const pct = money(v.maxAutoRepayPercent);
  if (!pct || pct.isNegative() || pct.cmp(Money.parse('100')) > 0) out.maxAutoRepayPercent = 'percent';
  return out;
}

function SettingsForm({ settings }: { settings: LoanSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState<LoanSettingsInput>({
    amountMin: String(settings.amountMin), amountMax: String(settings.amountMax), dailyRate: String(settings.dailyRate), defaultRate: String(settings.defaultRate),
    lendableDays: settings.lendableDays.join(','), approvalThreshold: String(settings.approvalThreshold), maxAutoRepayPercent: String(settings.maxAutoRepayPercent),
  });
  const [touched, setTouched] = useState(false);
  const save = useSaveLoanSettings({ onSuccess: () => toast.show(t('admin:loans.settings.saved'), 'success') });
  const errors = touched ? loanSettingsErrors(form) : {};
  const submit = () => {
    setTouched(true);
    if (Object.keys(loanSettingsErrors(form)).length) return;
    save.mutate(form);
  };
  return (
    <Paper component="form" noValidate variant="outlined" sx={{ padding: 3, maxWidth: 760 }} onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(); }}>
      <Stack spacing={2.5}>
        <Typography component="h2" variant="h6">{t('admin:loans.settings.offer')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {FIELDS.map((f) => (
            <TextField
              key={f}
              label={t(`admin:loans.settings.fields.${f}`)}
              value={form[f]}
              onChange={(e) => setForm((x) => ({ ...x, [f]: e.target.value }))}
              error={Boolean(errors[f])}
              helperText={errors[f] ? t(`admin:loans.settings.errors.${errors[f]}`) : t(`admin:loans.settings.hints.${f}`)}
              required
              fullWidth
              slotProps={{ htmlInput: { inputMode: f === 'lendableDays' ? 'text' : 'decimal', dir: 'ltr' } }}
            />
          ))}
        </Box>
        <Box><Button type="submit" variant="contained" disabled={save.isPending}>{t('backoffice:common.save')}</Button></Box>
      </Stack>
    </Paper>
  );
}

function FundForm({ balance }: { balance: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const fmt = useNumberFormat();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const deposit = useDepositLoanFund({ onSuccess: () => { toast.show(t('admin:loans.fund.deposited'), 'success'); setAmount(''); setReason(''); setTouched(false); } });
  const amountError = touched && !(Money.isValid(amount.trim()) && Money.parse(amount.trim()).isPositive());
  const reasonError = touched && !reason.trim();
  const submit = () => {
    setTouched(true);
    if (!(Money.isValid(amount.trim()) && Money.parse(amount.trim()).isPositive()) || !reason.trim()) return;
    deposit.mutate({ amount: amount.trim(), reason: reason.trim() });
  };
  return (
    <Paper component="form" noValidate variant="outlined" sx={{ padding: 3, maxWidth: 760 }} onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(); }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">{t('admin:loans.fund.title')}</Typography>
        <Typography data-testid="fund-balance">{t('admin:loans.fund.balance', { amount: fmt.amount(balance) })}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          <TextField label={t('admin:loans.fund.amount')} value={amount} onChange={(e) => setAmount(e.target.value)} required fullWidth
            error={amountError} helperText={amountError ? t('admin:loans.settings.errors.amount') : undefined} slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }} />
          <TextField label={t('admin:loans.fund.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required fullWidth
            error={reasonError} helperText={reasonError ? t('admin:loans.reasonRequired') : undefined} />
        </Box>
        <Box><Button type="submit" variant="outlined" disabled={deposit.isPending}>{t('admin:loans.fund.deposit')}</Button></Box>
      </Stack>
    </Paper>
  );
}

/** Loan settings (offer, terms, rates, two-person threshold, sellers' repayment share) and the loan fund. */
export function LoanSettingsEditor() {
  return (
    <QueryData query={useLoanSettings()}>
      {(settings) => (
        <Stack spacing={3}>
          <SettingsForm settings={settings} />
          <FundForm balance={settings.fundBalance} />
        </Stack>
      )}
    </QueryData>
  );
}
