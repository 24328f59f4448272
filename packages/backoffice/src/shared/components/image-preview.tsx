import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { usePictureSrc } from '../backoffice-context';

export interface ImagePreviewProps {
  /** '' shows "--". */
  src: string;
  /** What the picture shows (its alt text and the full-size dialog's title). */
  alt: string;
  /** Label of the thumbnail button that opens the full size. */
  enlargeLabel: string;
  /** Thumbnail side in pixels. */
  size?: number;
}

/** A picture as a thumbnail; a click shows it at full size in a dialog. */
export function ImagePreview({ src, alt, enlargeLabel, size = 48 }: ImagePreviewProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const source = usePictureSrc();
  if (!src) return <>--</>;
  return (
    <>
      <ButtonBase onClick={() => setOpen(true)} aria-label={enlargeLabel} sx={{ borderRadius: 1 }}>
        <Box component="img" src={source(src)} alt={alt} sx={{ width: size, height: size, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block', backgroundColor: 'action.hover' }} />
      </ButtonBase>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="lg" aria-label={alt}>
        <DialogTitle sx={{ paddingInlineEnd: 6 }}>{alt}</DialogTitle>
        <IconButton onClick={() => setOpen(false)} aria-label={t('ui:toast.close')} sx={{ position: 'absolute', insetInlineEnd: 8, insetBlockStart: 8 }}>
          <CloseIcon />
        </IconButton>
        <DialogContent>
          <Box component="img" src={source(src)} alt={alt} sx={{ maxWidth: '100%', maxHeight: '80vh', display: 'block', marginInline: 'auto' }} />
        </DialogContent>
      </Dialog>
    </>
  );
}
