import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { clearSearchHistory } from '../utils/search-history';

/** "Clear history", after a confirmation (docs/product-rules.md). */
export function ClearHistoryButton({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const toggle = (v: boolean) => { setOpen(v); onOpenChange?.(v); };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        startIcon={<DeleteOutlineIcon fontSize="small" />}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => toggle(true)}
        sx={{ color: 'text.secondary' }}
      >
        {t('catalogue:search.clearHistory')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('catalogue:search.clearTitle')}
        message={t('catalogue:search.clearMessage')}
        confirmLabel={t('catalogue:search.clearConfirm')}
        destructive
        onCancel={() => toggle(false)}
        onConfirm={() => { clearSearchHistory(); toggle(false); }}
      />
    </>
  );
}
