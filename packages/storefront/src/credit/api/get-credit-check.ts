import { useQuery } from '@tanstack/react-query';
import { canApplyForCredit } from '@mall/api-client/credit';
import { useApi } from '../../shared/api-context';
import { creditKeys } from './credit-keys';

/** Whether the signed-in buyer may apply now (`credit!check`); not asked for visitors. */
export function useCanApplyForCredit(signedIn: boolean) {
  const api = useApi();
  return useQuery({ queryKey: creditKeys.check(), queryFn: () => canApplyForCredit(api), enabled: signedIn });
}
