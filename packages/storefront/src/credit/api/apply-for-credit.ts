import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyForCredit, type CreditApplyInput } from '@mall/api-client/credit';
import { useApi } from '../../shared/api-context';
import { creditKeys } from './credit-keys';

/** Files a loan application (`credit!apply`); the check, bill and history then reload. */
export function useApplyForCredit() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreditApplyInput) => applyForCredit(api, input),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: creditKeys.all }); },
  });
}
