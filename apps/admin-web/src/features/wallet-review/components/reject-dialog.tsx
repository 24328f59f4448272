import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextPromptDialog } from '@mall/backoffice/shared/text-prompt-dialog';

export interface RejectDialogProps {
  title: ReactNode;
  message: ReactNode;
  busy: boolean;
  onCancel: () => void;
  /** Called with the trimmed reason the owner will see. */
  onSubmit: (reason: string) => void;
}

/** Asks for the reason of a rejection; refuses it empty. */
export function RejectDialog({ title, message, busy, onCancel, onSubmit }: RejectDialogProps) {
  const { t } = useTranslation();
  return (
    <TextPromptDialog
      title={title}
      message={message}
      label={t('admin:walletReview.reason')}
      requiredMessage={t('admin:walletReview.reasonRequired')}
      confirmLabel={t('admin:walletReview.reject')}
      multiline
      destructive
      busy={busy}
      onCancel={onCancel}
      onSubmit={onSubmit}
    />
  );
}
