import { useTranslation } from 'react-i18next';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { SliderPuzzle } from '@mall/ui/slider-puzzle';
import { useCaptcha } from '../api/captcha';

export interface CaptchaDialogProps {
  open: boolean;
  onClose: () => void;
  /** Runs with the captcha token once the slider fits. */
  onVerified: (captchaToken: string) => void;
}

/** The slider puzzle of sign-in and sign-up, in a dialog that opens when the server asks for it. */
export function CaptchaDialog({ open, onClose, onVerified }: CaptchaDialogProps) {
  const { t } = useTranslation();
  const captcha = useCaptcha();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="captcha-title">
      <DialogTitle id="captcha-title" sx={{ paddingInlineEnd: 6 }}>
        {t('ui:sliderPuzzle.title')}
        <IconButton aria-label={t('common:actions.close')} onClick={onClose} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {open && <SliderPuzzle load={captcha.load} verify={captcha.verify} onVerified={onVerified} />}
      </DialogContent>
    </Dialog>
  );
}
