import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStaff as postStaff, staffKeys, type StaffInput } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `staff!create`. */
export const createStaff = (input: StaffInput) => postStaff(api, input);

/** Creates an admin account with its roles and reloads the list. */
export function useCreateStaff({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.staff() });
      onSuccess?.();
    },
  });
}
