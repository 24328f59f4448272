import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffKeys, updateSyspara } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `syspara!update`. */
export const updateSystemParameter = (input: { code: string; value: string }) => updateSyspara(api, input);

/** Saves one value; the list and the audit log (which records the change) are refetched. */
export function useUpdateSystemParameter({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemParameter,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: staffKeys.sysparas() }),
        queryClient.invalidateQueries({ queryKey: staffKeys.auditAll() }),
      ]);
      onSuccess?.();
    },
  });
}
