import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveLoanSettings, type LoanSettingsInput } from '@mall/api-client/loan-staff';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** `loan!saveSettings`, then the desk reloads. */
export function useSaveLoanSettings({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoanSettingsInput) => saveLoanSettings(api, input),
    onSuccess: async () => { await queryClient.invalidateQueries({ queryKey: loanKeys.all }); onSuccess?.(); },
  });
}
