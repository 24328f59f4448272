import { useMutation } from '@tanstack/react-query';
import type { StaffCredentials } from '@mall/api-client/staff';
import { useBackoffice } from '../../shared/backoffice-context';

/**
 * `auth!login` of the app's API; signs in and stores the token; the caller decides where to go next.
 * Silent in the app's QueryClient: the form shows the puzzle for CAPTCHA_REQUIRED and toasts the rest.
 */
export function useSignIn({ onSuccess }: { onSuccess?: () => void } = {}) {
  const { api, session, login } = useBackoffice();
  return useMutation({
    mutationFn: (input: StaffCredentials) => login(api, input),
    meta: { silent: true },
    onSuccess: (token) => {
      session.set(token);
      onSuccess?.();
    },
  });
}
