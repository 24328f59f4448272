import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '@mall/ui/toast-provider';
import { ApiError } from '@mall/api-client/client';
import { errorMessage } from '../../shared/utils/errors';

/**
 * Sign-in and sign-up send their first attempt without the slider puzzle and show it when the server
 * answers CAPTCHA_REQUIRED (always with SLIDER_CHECK=on, after a failure or a burst with adaptive,
 * never with off); from then on this form asks for the puzzle before sending. Other errors are
 * toasted here, as the calls are silent in the app's QueryClient.
 */
export function usePuzzleWhenAsked(send: (captchaToken: string | undefined) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const [needed, setNeeded] = useState(false);
  const [open, setOpen] = useState(false);
  return {
    /** Starts an attempt: at once, or through the puzzle once the server asked for it. */
    start: () => { if (needed) setOpen(true); else send(undefined); },
    /** The mutation's error handler. */
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.key === 'CAPTCHA_REQUIRED') {
        setNeeded(true);
        setOpen(true);
        return;
      }
      toast.show(errorMessage(error, t));
    },
    /** Props of the puzzle dialog. */
    dialog: {
      open,
      onClose: () => setOpen(false),
      onVerified: (captchaToken: string) => { setOpen(false); send(captchaToken); },
    },
  };
}
