import { useQuery } from '@tanstack/react-query';
import { getCreditBill } from '@mall/api-client/credit';
import { useApi } from '../../shared/api-context';
import { creditKeys } from './credit-keys';

/** The loan in use with the interest accrued to today (`credit!bill`). */
export function useCreditBill() {
  const api = useApi();
  return useQuery({ queryKey: creditKeys.bill(), queryFn: () => getCreditBill(api) });
}
