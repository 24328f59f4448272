import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { FormCard } from '@mall/ui/form-card';
import { checkCancelReason, LIMITS } from '@mall/domain/validation';
import { useSignOut } from '../../shared/hooks/use-sign-out';
import { useValidation } from '../../shared/hooks/use-validation';
import { useLogoff } from '../api/account-mutations';

export interface AccountCancellationFormProps {
  /** The signed-in username, sent as the account to cancel. */
  username: string;
  /** The app's home page, where the buyer goes, signed out, once the account is cancelled. */
  homeHref: string;
}

/** Account cancellation: a reason, a confirmation, then the account is closed and the buyer signed out. */
export function AccountCancellationForm({ username, homeHref }: AccountCancellationFormProps) {
  const { t } = useTranslation();
  const signOut = useSignOut(homeHref);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);
  const logoff = useLogoff();
  const { fieldProps, validate } = useValidation(() => {
    const r = checkCancelReason(reason);
    return r ? { reason: r } : {};
  });

  const confirm = () => {
    logoff.mutate({ account: username, reason }, {
      onSuccess: () => {
        setConfirming(false);
        // The server already ended the session with the account.
        void signOut({ callServer: false, message: t('account:setup.accountCancellation.done') });
      },
      onError: () => setConfirming(false),
    });
  };

  return (
    <FormCard title={t('account:setup.accountCancellation.title')} onSubmit={() => { if (validate()) setConfirming(true); }} maxWidth={560}>
      <Alert severity="warning">{t('account:setup.accountCancellation.warning')}</Alert>
      <TextField
        label={t('account:fields.cancelReason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={4}
        {...fieldProps('reason')}
        slotProps={{ htmlInput: { maxLength: LIMITS.reasonMax } }}
      />
      <Button type="submit" variant="contained" color="error" disabled={logoff.isPending}>{t('account:setup.accountCancellation.submit')}</Button>
      <ConfirmDialog
        open={confirming}
        title={t('account:setup.accountCancellation.confirmTitle')}
        message={t('account:setup.accountCancellation.confirmMessage')}
        confirmLabel={t('account:setup.accountCancellation.confirmButton')}
        destructive
        busy={logoff.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </FormCard>
  );
}
