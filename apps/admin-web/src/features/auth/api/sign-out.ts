import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminLogout } from '@mall/api-client/staff';
import { api } from '../../../lib/api';
import { session } from '../../../lib/session';

/** `auth!logout`. */
export const signOut = () => adminLogout(api);

/** Ends the session on the server, then forgets it locally even if the server call failed. */
export function useSignOut({ onSettled }: { onSettled?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    meta: { silent: true },
    onSettled: () => {
      session.clear();
      queryClient.clear();
      onSettled?.();
    },
  });
}
