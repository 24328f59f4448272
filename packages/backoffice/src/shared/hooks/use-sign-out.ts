import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useBackoffice } from '../backoffice-context';

/** `auth!logout`: ends the session on the server, then forgets it locally even if the server call failed. */
export function useSignOut({ onSettled }: { onSettled?: () => void } = {}) {
  const { api, session, logout } = useBackoffice();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => logout(api),
    meta: { silent: true },
    onSettled: () => {
      session.clear();
      queryClient.clear();
      onSettled?.();
    },
  });
}
