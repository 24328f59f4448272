import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useToast } from '@mall/ui/toast-provider';

/** Copies a text (a deposit address) to the clipboard and says so. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const name = label ?? t('wallet:actions.copy');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast.show(t('wallet:actions.copied'), 'success');
    } catch {
      // No clipboard (insecure page or refused): the address stays selectable on screen.
    }
  };
  return (
    <Tooltip title={name}>
      <IconButton aria-label={name} onClick={() => void copy()} size="small">
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
