import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@mall/backoffice/shared/form-dialog';
import type { AdminChannel } from '@mall/api-client/wallet-staff';
import { checkDecimalText, decimalText, parseCount } from '@mall/backoffice/shared/number-input';
import { Money } from '@mall/domain/money';
import { useToast } from '@mall/ui/toast-provider';
import { useSaveChannel } from '../api/save-channel';

const AMOUNTS = ['rate', 'fee', 'recharge_limit_min', 'recharge_limit_max', 'withdraw_fee', 'withdraw_limit_min', 'withdraw_limit_max'] as const;
type AmountField = (typeof AMOUNTS)[number];
type Form = Record<AmountField, string> & { kind: AdminChannel['kind']; coin: string; blockchain_name: string; address: string; enabled: boolean; sort: string };

/** A stored number as the text a field shows; tiny values would otherwise read "1e-7". */
const amountText = (v: number) => (String(v).includes('e') ? v.toFixed(10).replace(/\.?0+$/, '') : String(v));

const blank: Form = {
  kind: 'chain', coin: 'USDT', blockchain_name: '', address: '', rate: '1', fee: '0', recharge_limit_min: '', recharge_limit_max: '',
  withdraw_fee: '0', withdraw_limit_min: '', withdraw_limit_max: '', enabled: true, sort: '0',
};

function initial(c?: AdminChannel): Form {
  if (!c) return blank;
  return {
    kind: c.kind, coin: c.coin, blockchain_name: c.blockchain_name, address: c.address, enabled: c.enabled === 1, sort: String(c.sort),
    ...Object.fromEntries(AMOUNTS.map((k) => [k, amountText(c[k])])) as Record<AmountField, string>,
  };
}

/** Creates or edits a channel: the network, its deposit address, rate, and the recharge and withdrawal fees and limits. */
export function ChannelDialog({ channel, onClose }: { channel?: AdminChannel; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState<Form>(() => initial(channel));
  const [touched, setTouched] = useState(false);
  const save = useSaveChannel({ onSuccess: () => { toast.show(t('admin:channels.saved', { name: `${form.coin.trim()} ${form.blockchain_name.trim()}` }), 'success'); onClose(); } });

  const amountError = (k: AmountField): string | null => {
    const v = form[k];
    if (!v.trim()) return t('backoffice:validation.required');
    const problem = checkDecimalText(v);
    if (problem === 'decimals') return t('admin:validation.decimals');
    if (problem) return t('admin:validation.decimal');
    if (k === 'rate' && !Money.parse(decimalText(v)).isPositive()) return t('admin:validation.positive');
    return null;
  };
  const rangeError = (min: AmountField, max: AmountField): string | null => {
    if (amountError(min) || amountError(max)) return null;
    return Money.parse(decimalText(form[max])).cmp(Money.parse(decimalText(form[min]))) < 0 ? t('admin:channels.errors.maxBelowMin') : null;
  };
  const errors: Record<string, string | null> = {
    coin: form.coin.trim() ? null : t('backoffice:validation.required'),
    blockchain_name: form.blockchain_name.trim() ? null : t('backoffice:validation.required'),
    address: form.address.trim() ? null : t('backoffice:validation.required'),
    sort: parseCount(form.sort) === null ? t('admin:validation.wholeNumber') : null,
    ...Object.fromEntries(AMOUNTS.map((k) => [k, amountError(k)])),
  };
  errors.recharge_limit_max ??= rangeError('recharge_limit_min', 'recharge_limit_max');
  errors.withdraw_limit_max ??= rangeError('withdraw_limit_min', 'withdraw_limit_max');
  const show = (k: string) => (touched ? errors[k] : null);

  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    save.mutate({
      id: channel?.id,
      kind: form.kind,
      coin: form.coin.trim(),
      blockchain_name: form.blockchain_name.trim(),
      address: form.address.trim(),
      enabled: form.enabled ? 1 : 0,
      sort: parseCount(form.sort) ?? 0,
      // Amounts travel as the typed text: up to 10 decimals, never through a float.
      ...Object.fromEntries(AMOUNTS.map((k) => [k, decimalText(form[k])])) as Record<AmountField, string>,
    });
  };

  const text = (k: keyof Form, extra: { hint?: string; ltr?: boolean; required?: boolean } = {}) => (
    <TextField
      label={t(`admin:channels.fields.${k}`)}
      value={form[k] as string}
      onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
      error={Boolean(show(k))}
      helperText={show(k) ?? extra.hint}
      required={extra.required ?? true}
      fullWidth
      slotProps={{ htmlInput: { inputMode: AMOUNTS.includes(k as AmountField) ? 'decimal' : undefined, ...(extra.ltr ? { dir: 'ltr' } : {}) } }}
    />
  );
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' } } as const;

  return (
    <FormDialog title={channel ? t('admin:channels.editTitle') : t('admin:channels.createTitle')} busy={save.isPending} onClose={onClose} onSubmit={submit} maxWidth="md">
      <Box sx={grid}>
        <TextField select label={t('admin:channels.fields.kind')} value={form.kind} onChange={(e) => setForm((f) => ({ ...f, kind: e.target.value as AdminChannel['kind'] }))}>
          <MenuItem value="chain">{t('admin:channels.kinds.chain')}</MenuItem>
          <MenuItem value="bank">{t('admin:channels.kinds.bank')}</MenuItem>
        </TextField>
        {text('coin')}
        {text('blockchain_name', { hint: t('admin:channels.hints.blockchain_name') })}
      </Box>
      {text('address', { ltr: true, hint: form.kind === 'bank' ? t('admin:channels.hints.bankAddress') : t('admin:channels.hints.address') })}
      {text('rate', { hint: t('admin:channels.hints.rate') })}
      <Typography component="h3" variant="subtitle2">{t('admin:channels.sections.recharge')}</Typography>
      <Box sx={grid}>
        {text('fee')}
        {text('recharge_limit_min')}
        {text('recharge_limit_max')}
      </Box>
      <Typography component="h3" variant="subtitle2">{t('admin:channels.sections.withdraw')}</Typography>
      <Box sx={grid}>
        {text('withdraw_fee')}
        {text('withdraw_limit_min')}
        {text('withdraw_limit_max')}
      </Box>
      <Typography variant="caption" color="text.secondary">{t('admin:channels.hints.amounts')}</Typography>
      <Box sx={{ ...grid, alignItems: 'center' }}>
        {text('sort', { hint: t('admin:channels.hints.sort') })}
        <FormControlLabel
          control={<Switch checked={form.enabled} onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))} />}
          label={t('admin:channels.fields.enabled')}
        />
      </Box>
    </FormDialog>
  );
}
