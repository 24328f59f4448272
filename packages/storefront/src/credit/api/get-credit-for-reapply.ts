import { useQuery } from '@tanstack/react-query';
import { getCreditForReapply } from '@mall/api-client/credit';
import { useApi } from '../../shared/api-context';
import { creditKeys } from './credit-keys';

/** A rejected application's fields to prefill the next one (`credit!beforereapply`); idle without an id. */
export function useCreditForReapply(creditId: string) {
  const api = useApi();
  return useQuery({ queryKey: creditKeys.reapply(creditId), queryFn: () => getCreditForReapply(api, creditId), enabled: Boolean(creditId) });
}
