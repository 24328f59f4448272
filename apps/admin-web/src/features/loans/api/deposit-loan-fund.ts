import { useMutation, useQueryClient } from '@tanstack/react-query';
import { depositLoanFund } from '@mall/api-client/loan-staff';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** `loan!fundDeposit`, then the fund balance reloads. */
export function useDepositLoanFund({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { amount: string; reason: string }) => depositLoanFund(api, v.amount, v.reason),
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: loanKeys.all }); onSuccess?.(); },
  });
}
