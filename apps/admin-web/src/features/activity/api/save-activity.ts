import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveActivity as postActivity, staffKeys, type ActivityInput } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `activity!save`. */
export const saveActivity = (input: ActivityInput) => postActivity(api, input);

/** Stores the pop-up and reloads it. */
export function useSaveActivity({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActivity,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: staffKeys.activity() });
      onSuccess?.();
    },
  });
}
