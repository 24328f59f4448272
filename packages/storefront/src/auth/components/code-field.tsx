import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useToast } from '@mall/ui/toast-provider';
import type { ErrorKey } from '@mall/contract/errors';
import { useSendCode } from '../api/codes';
import { useCountdown } from '../hooks/use-countdown';
import type { IdentityValues } from '../utils/auth-errors';
import { identityErrors } from '../utils/auth-errors';

/** The server lets a target ask for a new code once a minute. */
const RESEND_AFTER_S = 60;

export interface CodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  identity: IdentityValues;
  purpose: 'register' | 'reset';
  error?: boolean;
  helperText?: string;
}

/** Verification code input with a "send code" button that counts down before a resend. */
export function CodeField({ value, onChange, identity, purpose, error, helperText }: CodeFieldProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useSendCode();
  const { left, start } = useCountdown();

  const onSend = () => {
    const problems = identityErrors(identity);
    const first = Object.values(problems)[0] as ErrorKey | undefined;
    if (first) {
      toast.show(t(`errors:${first}`), 'warning');
      return;
    }
    const target = identity.kind === 'email' ? identity.email : identity.phone;
    send.mutate(
      { target, areaCode: identity.kind === 'phone' ? identity.areaCode : undefined, purpose },
      {
        onSuccess: () => {
          start(RESEND_AFTER_S);
          toast.show(t('auth:code.sent'), 'success');
        },
      },
    );
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        label={t('auth:fields.code')}
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 6))}
        autoComplete="one-time-code"
        error={error}
        helperText={helperText}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        sx={{ flex: 1 }}
      />
      <Button variant="outlined" onClick={onSend} disabled={left > 0 || send.isPending} sx={{ minWidth: 140, height: 56 }}>
        {left > 0 ? t('auth:code.resendIn', { seconds: left }) : t('auth:code.send')}
      </Button>
    </Stack>
  );
}
