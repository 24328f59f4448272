import { useMutation } from '@tanstack/react-query';
import { reconcileLedger as post } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';

/** `ledger!reconcile`. */
export const reconcileLedger = () => post(api);

/** Checks every balance against its postings on demand (it reads the whole ledger, so it is never run by itself). */
export function useReconcileLedger() {
  return useMutation({ mutationFn: reconcileLedger });
}
