import { useQuery } from '@tanstack/react-query';
import { canApplyForCredit, getCreditConfig } from '@mall/api-client/credit';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** The platform's loan offer for stores (`credit!config`). */
export const useLoanConfig = () => useQuery({ queryKey: loanKeys.config(), queryFn: () => getCreditConfig(api, 'seller') });

/** Whether the store may apply now (`credit!check`). */
export const useCanApply = () => useQuery({ queryKey: loanKeys.check(), queryFn: () => canApplyForCredit(api, 'seller') });
