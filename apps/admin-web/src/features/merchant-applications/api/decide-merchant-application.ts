import { useMutation, useQueryClient } from '@tanstack/react-query';
import { approveMerchantApplication, rejectMerchantApplication, requestMerchantDocuments } from '@mall/api-client/merchant';
import { api } from '../../../lib/api';
import { merchantApplicationKeys } from './merchant-application-keys';

/** What an admin decides: approve, reject (with a reason) or ask for more documents (with a reason). */
export type MerchantDecision = { kind: 'approve'; id: string } | { kind: 'reject' | 'requestDocuments'; id: string; reason: string };

/** `merchantApply!approve|reject|requestDocuments`; the queue then reloads. */
export function useDecideMerchantApplication({ onSuccess }: { onSuccess?: (d: MerchantDecision) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (d: MerchantDecision) => {
      if (d.kind === 'approve') await approveMerchantApplication(api, d.id);
      else if (d.kind === 'reject') await rejectMerchantApplication(api, d.id, d.reason);
      else await requestMerchantDocuments(api, d.id, d.reason);
    },
    onSuccess: async (_r, d) => { await queryClient.invalidateQueries({ queryKey: merchantApplicationKeys.all }); onSuccess?.(d); },
  });
}
