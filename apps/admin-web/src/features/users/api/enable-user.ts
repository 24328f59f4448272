import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enableUser as postEnable, staffKeys } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `user!enable`. */
export const enableUser = (usercode: string) => postEnable(api, usercode);

/** Lets a disabled buyer sign in again and reloads the list. */
export function useEnableUser({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.usersAll() });
      onSuccess?.();
    },
  });
}
