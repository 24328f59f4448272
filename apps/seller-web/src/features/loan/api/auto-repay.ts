import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getAutoRepayPercent, setAutoRepayPercent } from '@mall/api-client/credit';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** The share of each settlement withheld towards the loan (`credit!autoRepay`). */
export const useAutoRepay = () => useQuery({ queryKey: loanKeys.autoRepay(), queryFn: () => getAutoRepayPercent(api) });

/** Saves the share (`credit!setAutoRepay`). */
export function useSetAutoRepay({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (percent: string) => setAutoRepayPercent(api, percent),
    onSuccess: () => { void queryClient.invalidateQueries({ queryKey: loanKeys.autoRepay() }); onSuccess?.(); },
  });
}
