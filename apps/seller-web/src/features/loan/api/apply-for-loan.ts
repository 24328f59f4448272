import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applyForCredit, getCreditForReapply, type CreditApplyInput } from '@mall/api-client/credit';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** Files the store's application (`credit!apply`); the loan queries then reload. */
export function useApplyForLoan({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditApplyInput) => applyForCredit(api, input, 'seller'),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: loanKeys.all }); onSuccess?.(); },
  });
}

/** A rejected application's fields to prefill the next one (`credit!beforereapply`). */
export const useLoanForReapply = (id: string) =>
  useQuery({ queryKey: loanKeys.reapply(id), queryFn: () => getCreditForReapply(api, id, 'seller'), enabled: Boolean(id) });
