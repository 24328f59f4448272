import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { FormCard } from '@mall/ui/form-card';
import { SixDigitInput } from '@mall/ui/six-digit-input';
import { useToast } from '@mall/ui/toast-provider';
import { checkSafeword } from '@mall/domain/validation';
import { useValidation, type FieldErrors } from '../../shared/hooks/use-validation';
import { useChangeSafeword, useSetSafeword } from '../api/account-mutations';

type Field = 'old' | 'safeword' | 'confirm';

/** Rules of the transaction-password form; `old` counts only when changing. */
export function transactionPasswordErrors(v: Record<Field, string>, changing: boolean): FieldErrors<Field> {
  const out: FieldErrors<Field> = {};
  if (changing && checkSafeword(v.old)) out.old = 'SAFEWORD_FORMAT';
  const s = checkSafeword(v.safeword);
  if (s) out.safeword = s;
  else if (v.safeword !== v.confirm) out.confirm = 'PASSWORD_MISMATCH';
  return out;
}

/**
 * Sets the 6-digit transaction password (entered twice) or, once set, changes it
 * with the old one first (docs/product-rules.md).
 */
export function TransactionPasswordForm({ isSet, onDone }: { isSet: boolean; onDone?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const empty = { old: '', safeword: '', confirm: '' };
  const [values, setValues] = useState<Record<Field, string>>(empty);
  const setFirst = useSetSafeword();
  const change = useChangeSafeword();
  const busy = setFirst.isPending || change.isPending;
  const { errors, validate, reset } = useValidation(() => transactionPasswordErrors(values, isSet));

  const done = (message: string) => {
    toast.show(message, 'success');
    setValues(empty);
    reset();
    onDone?.();
  };

  const submit = () => {
    if (!validate()) return;
    if (isSet) {
      change.mutate({ oldSafeword: values.old, safeword: values.safeword, confirm: values.confirm }, { onSuccess: () => done(t('account:setup.transactionPassword.changed')) });
    } else {
      setFirst.mutate({ safeword: values.safeword, confirm: values.confirm }, { onSuccess: () => done(t('account:setup.transactionPassword.setDone')) });
    }
  };

  const digits = (field: Field, label: string) => (
    <Box>
      <SixDigitInput
        label={label}
        value={values[field]}
        onChange={(v) => setValues((s) => ({ ...s, [field]: v }))}
        error={Boolean(errors[field])}
        disabled={busy}
      />
      {errors[field] && <FormHelperText error>{t(`errors:${errors[field]}`)}</FormHelperText>}
    </Box>
  );

  return (
    <FormCard
      title={isSet ? t('account:setup.transactionPassword.changeTitle') : t('account:setup.transactionPassword.setTitle')}
      subtitle={t('account:setup.transactionPassword.hint')}
      onSubmit={submit}
    >
      {isSet && digits('old', t('account:fields.oldTransactionPassword'))}
      {digits('safeword', t('account:fields.newTransactionPassword'))}
      {digits('confirm', t('account:fields.confirmTransactionPassword'))}
      <Button type="submit" variant="contained" disabled={busy}>{t('common:actions.save')}</Button>
    </FormCard>
  );
}
