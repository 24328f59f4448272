import { useMutation } from '@tanstack/react-query';
import { sellerLogin, type StaffCredentials } from '@mall/api-client/staff';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

/** `auth!login`: answers the token. */
export const signIn = (input: StaffCredentials) => sellerLogin(api, input);

/** Signs in and stores the token; the caller decides where to go next. */
export function useSignIn({ onSuccess }: { onSuccess?: () => void } = {}) {
  return useMutation({
    mutationFn: signIn,
    onSuccess: (token) => {
      session.set(token);
      onSuccess?.();
    },
  });
}
