import { useQuery } from '@tanstack/react-query';
import { getCreditBill } from '@mall/api-client/credit';
import { api } from '../../../lib/api';
import { loanKeys } from './loan-keys';

/** The store's loan in use with the interest accrued to today (`credit!bill`). */
export const useLoanBill = () => useQuery({ queryKey: loanKeys.bill(), queryFn: () => getCreditBill(api, 'seller') });
