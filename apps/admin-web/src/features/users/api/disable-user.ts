import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disableUser as postDisable, staffKeys } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `user!disable`. */
export const disableUser = (usercode: string) => postDisable(api, usercode);

/** Blocks a buyer from signing in and reloads the list. */
export function useDisableUser({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.usersAll() });
      onSuccess?.();
    },
  });
}
