import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { SliderPuzzle, type SliderPuzzleProps } from './slider-puzzle';

export interface CaptchaDialogProps extends Pick<SliderPuzzleProps, 'load' | 'verify'> {
  open: boolean;
  onClose: () => void;
  /** Runs with the captcha token once the slider fits. */
  onVerified: (captchaToken: string) => void;
}

/** The slider puzzle of a sign-in or sign-up, in a dialog that opens when the server asks for it. */
export function CaptchaDialog({ open, onClose, onVerified, load, verify }: CaptchaDialogProps) {
  const { t } = useTranslation('ui');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="captcha-title">
      <DialogTitle id="captcha-title" sx={{ paddingInlineEnd: 6 }}>
        {t('sliderPuzzle.title')}
        <IconButton aria-label={t('sliderPuzzle.close')} onClick={onClose} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {open && <SliderPuzzle load={load} verify={verify} onVerified={onVerified} />}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The puzzle of a form that sends its first attempt without it and shows it when the server answers
 * CAPTCHA_REQUIRED (always with SLIDER_CHECK=on, after a failure or a burst with adaptive, never with
 * off): `ask` is called then, and from that moment the form asks for the puzzle before sending.
 */
export function usePuzzleGate(send: (captchaToken: string | undefined) => void) {
  const [needed, setNeeded] = useState(false);
  const [open, setOpen] = useState(false);
  return {
    /** Starts an attempt: at once, or through the puzzle once the server asked for it. */
    start: () => { if (needed) setOpen(true); else send(undefined); },
    /** The server answered CAPTCHA_REQUIRED: shows the puzzle, which sends again once solved. */
    ask: () => { setNeeded(true); setOpen(true); },
    /** Props of the puzzle dialog (besides the app's `load` and `verify`). */
    dialog: {
      open,
      onClose: () => setOpen(false),
      onVerified: (captchaToken: string) => { setOpen(false); send(captchaToken); },
    },
  };
}
