import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

export interface FormDialogProps {
  /** For a dialog kept mounted; defaults to open. */
  open?: boolean;
  title: ReactNode;
  /** While the save runs: both buttons are disabled and the dialog cannot be dismissed. */
  busy: boolean;
  onClose: () => void;
  /** Called on Save or Enter; the form checks its own fields. */
  onSubmit: () => void;
  maxWidth?: DialogProps['maxWidth'];
  /** Defaults to the translated "Save". */
  submitLabel?: ReactNode;
  children: ReactNode;
}

/** A dialog holding one form: its fields stacked, Cancel and Save, submitted with Enter too. */
export function FormDialog({ open = true, title, busy, onClose, onSubmit, maxWidth = 'sm', submitLabel, children }: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: (e: React.FormEvent) => { e.preventDefault(); onSubmit(); } } as object }}
    >
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>{children}</Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('backoffice:common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={busy}>{submitLabel ?? t('backoffice:common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
