import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveLoan } from '@mall/api-client/loan-staff';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** `loan!approve`: disburses, or waits for a second admin above the threshold. */
export function useApproveLoan({ onSuccess }: { onSuccess?: (r: { needsSecondApproval: boolean }) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => approveLoan(api, id),
    onSuccess: async (r) => { await queryClient.invalidateQueries({ queryKey: loanKeys.all }); onSuccess?.(r); },
  });
}
