import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectLoan } from '@mall/api-client/loan-staff';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** `loan!reject` with the reason the applicant will see. */
export function useRejectLoan({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string; reason: string }) => rejectLoan(api, v.id, v.reason),
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: loanKeys.all }); onSuccess?.(); },
  });
}
