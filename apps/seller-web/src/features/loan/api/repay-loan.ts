import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repayCredit } from '@mall/api-client/credit';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** Repays the store's loan in full from its wallet (`credit!pay`). */
export function useRepayLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { creditId: string; safeword: string }) => repayCredit(api, v.creditId, v.safeword, 'seller'),
    // Not awaited: the dialog's own success callback runs before the refetch unmounts it.
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: loanKeys.all }); },
  });
}
