import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface TextPromptDialogProps {
  title: ReactNode;
  message: ReactNode;
  /** Label of the required text field. */
  label: string;
  /** Shown under the field when it is submitted empty. */
  requiredMessage: string;
  confirmLabel: ReactNode;
  /** A reason is a few lines; a transaction hash is one line of code. */
  multiline?: boolean;
  /** Text that reads left to right whatever the interface language (hashes). */
  ltr?: boolean;
  maxLength?: number;
  destructive?: boolean;
  busy?: boolean;
  onSubmit: (value: string) => void;
  onCancel: () => void;
}

/** A decision that needs one piece of text first (a rejection reason, a transaction hash); refuses it empty. */
export function TextPromptDialog({
  title, message, label, requiredMessage, confirmLabel, multiline = false, ltr = false, maxLength = 200, destructive = false, busy = false, onSubmit, onCancel,
}: TextPromptDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !value.trim() ? requiredMessage : null;
  const submit = () => {
    setTouched(true);
    if (value.trim()) onSubmit(value.trim());
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: (e: React.FormEvent) => { e.preventDefault(); submit(); } } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 2 }}>{message}</DialogContentText>
        <TextField
          label={label}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={Boolean(error)}
          helperText={error}
          required
          fullWidth
          autoFocus
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          slotProps={{ htmlInput: { maxLength, ...(ltr ? { dir: 'ltr' } : {}) } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{t(`backoffice:common.cancel`)}</Button>
        <Button type="submit" variant="contained" color={destructive ? 'error' : 'primary'} disabled={busy}>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
