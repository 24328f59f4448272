import { useQuery } from '@tanstack/react-query';
import { getLoanSettings } from '@mall/api-client/loan-staff';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** `loan!settings`: the offer, the threshold and the fund. */
export function useLoanSettings() {
  return useQuery({ queryKey: loanKeys.settings(), queryFn: () => getLoanSettings(api) });
}
