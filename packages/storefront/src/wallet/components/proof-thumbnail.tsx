import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';

/** A payment-proof thumbnail that opens the picture larger; "--" when there is none. */
export function ProofThumbnail({ src }: { src: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!src) return <>--</>;
  return (
    <>
      <ButtonBase
        onClick={() => setOpen(true)}
        aria-label={t('wallet:records.viewProof')}
        sx={{ width: 56, height: 56, borderRadius: 1, overflow: 'hidden', border: 1, borderColor: 'divider' }}
      >
        <Box component="img" src={src} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" aria-label={t('wallet:records.proof')}>
        <IconButton
          aria-label={t('wallet:actions.close')}
          onClick={() => setOpen(false)}
          sx={{ position: 'absolute', insetBlockStart: 8, insetInlineEnd: 8, backgroundColor: 'background.paper', '&:hover': { backgroundColor: 'background.paper' } }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent sx={{ padding: 1 }}>
          <Box component="img" src={src} alt={t('wallet:records.proof')} sx={{ display: 'block', maxWidth: '100%', maxHeight: '80vh', marginInline: 'auto' }} />
        </DialogContent>
      </Dialog>
    </>
  );
}
