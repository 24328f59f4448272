import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys, loginMutation, registerMutation } from '@mall/api-client/account';
import { useApi } from '../../shared/api-context';
import { setToken } from '../../shared/utils/session';

/** Signs in (`user!newlogin`) and keeps the new token. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    ...loginMutation(useApi()),
    // The form handles the errors: CAPTCHA_REQUIRED opens the puzzle instead of a toast.
    meta: { silent: true },
    onSuccess: ({ token }) => {
      setToken(token);
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

/** Creates an account (`localuser!register*`) and keeps its token: the buyer is signed in at once. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    ...registerMutation(useApi()),
    meta: { silent: true },
    onSuccess: ({ token }) => {
      setToken(token);
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
