import { useTranslation } from 'react-i18next';
import { usePuzzleGate } from '@mall/ui/captcha-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { ApiError } from '@mall/api-client/client';
import { errorMessage } from '../../shared/utils/errors';
import { useCaptcha } from '../api/captcha';

/**
 * Sign-in and sign-up send their first attempt without the slider puzzle and show it when the server
 * answers CAPTCHA_REQUIRED (the kit's puzzle gate, with the buyer API's puzzle). Other errors are
 * toasted here, as the calls are silent in the app's QueryClient.
 */
export function usePuzzleWhenAsked(send: (captchaToken: string | undefined) => void) {
  const { t } = useTranslation();
  const toast = useToast();
  const captcha = useCaptcha();
  const gate = usePuzzleGate(send);
  return {
    start: gate.start,
    /** The mutation's error handler. */
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.key === 'CAPTCHA_REQUIRED') gate.ask();
      else toast.show(errorMessage(error, t));
    },
    /** Props of the kit's CaptchaDialog. */
    dialog: { ...gate.dialog, ...captcha },
  };
}
