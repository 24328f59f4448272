import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { WalletOwner } from '@mall/api-client/wallet-staff';
import { checkDecimalText, decimalText } from '@mall/backoffice/shared/number-input';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { Money } from '@mall/domain/money';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { useAdjustBalance, type AdjustmentInput } from '../api/adjust-balance';

const OWNERS: readonly WalletOwner[] = ['user', 'seller'];
/** A numeric account ID or an account name (email, phone or user code). */
const ID = /^\S.{0,99}$/;
const REASON_MAX = 200;
const empty = { owner: 'user' as WalletOwner, ownerId: '', amount: '', reason: '' };

/** A manual credit (positive) or debit (negative) of one buyer's or seller's wallet, with a required reason, confirmed first. */
export function AdjustBalanceForm() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  const [form, setForm] = useState(empty);
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState<AdjustmentInput | null>(null);
  const adjust = useAdjustBalance({
    onSuccess: () => {
      toast.show(t('admin:adjustment.done'), 'success');
      setConfirming(null);
      setForm(empty);
      setTouched(false);
    },
  });

  const amountProblem = checkDecimalText(form.amount, { signed: true });
  const errors = {
    ownerId: ID.test(form.ownerId.trim()) ? null : t('admin:adjustment.errors.ownerId'),
    amount: !form.amount.trim() ? t('backoffice:validation.required')
      : amountProblem === 'decimals' ? t('admin:validation.decimals')
        : amountProblem ? t('admin:adjustment.errors.amount')
          : Money.parse(decimalText(form.amount)).isZero() ? t('admin:adjustment.errors.zero') : null,
    reason: !form.reason.trim() ? t('admin:adjustment.errors.reason') : form.reason.trim().length > REASON_MAX ? t('backoffice:validation.maxLength', { max: REASON_MAX }) : null,
  };
  const show = (k: keyof typeof errors) => (touched ? errors[k] : null);
  const set = (k: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    setConfirming({ owner: form.owner, ownerId: form.ownerId.trim(), amount: decimalText(form.amount), reason: form.reason.trim() });
  };

  const credit = confirming ? !Money.parse(confirming.amount).isNegative() : true;
  return (
    <>
      <Paper component="form" noValidate variant="outlined" sx={{ padding: 3, maxWidth: 640 }} onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(); }}>
        <Stack spacing={2.5}>
          <Alert severity="info">{t('admin:adjustment.audited')}</Alert>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
            <TextField select label={t('admin:adjustment.fields.owner')} value={form.owner} onChange={(e) => setForm((f) => ({ ...f, owner: e.target.value as WalletOwner }))}>
              {OWNERS.map((o) => <MenuItem key={o} value={o}>{t(`admin:walletReview.owners.${o}`)}</MenuItem>)}
            </TextField>
            <TextField
              label={t('admin:adjustment.fields.ownerId')}
              value={form.ownerId}
              onChange={set('ownerId')}
              error={Boolean(show('ownerId'))}
              helperText={show('ownerId') ?? t('admin:adjustment.hints.ownerId')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            />
          </Box>
          <TextField
            label={t('admin:adjustment.fields.amount')}
            value={form.amount}
            onChange={set('amount')}
            error={Boolean(show('amount'))}
            helperText={show('amount') ?? t('admin:adjustment.hints.amount')}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
          />
          <TextField
            label={t('admin:adjustment.fields.reason')}
            value={form.reason}
            onChange={set('reason')}
            error={Boolean(show('reason'))}
            helperText={show('reason') ?? t('admin:adjustment.hints.reason')}
            required
            fullWidth
            multiline
            minRows={3}
          />
          <Box>
            <Button type="submit" variant="contained" disabled={adjust.isPending}>{t('admin:adjustment.submit')}</Button>
          </Box>
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirming !== null}
        title={t('admin:adjustment.confirmTitle')}
        message={confirming ? t(credit ? 'admin:adjustment.confirmCredit' : 'admin:adjustment.confirmDebit', {
          amount: fmt.exact(Money.parse(confirming.amount).toString().replace(/^-/, '') as `${number}`),
          owner: t(`admin:walletReview.owners.${confirming.owner}`),
          id: confirming.ownerId,
        }) : ''}
        confirmLabel={t('admin:adjustment.submit')}
        destructive={!credit}
        busy={adjust.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && adjust.mutate(confirming)}
      />
    </>
  );
}
