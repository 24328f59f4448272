import { useMutation, useQueryClient } from '@tanstack/react-query';
import { repayCredit } from '@mall/api-client/credit';
import { useApi } from '../../shared/api-context';
import { creditKeys } from './credit-keys';

/** Repays the loan in full from the wallet (`credit!pay`); the loan and the wallet then reload. */
export function useRepayCredit() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { creditId: string; safeword: string }) => repayCredit(api, v.creditId, v.safeword),
    // Not awaited: the refetch turns the bill to "no loan" and unmounts the dialog, whose own
    // success callback (the toast) must run first.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
    },
  });
}
