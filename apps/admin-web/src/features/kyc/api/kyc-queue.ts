import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveKyc, listKyc, rejectKyc, reviewKyc, type KycQuery } from '@mall/api-client/kyc-staff';
import { api } from '../../../lib/api';

/** Query keys of the review queue: a decision refreshes everything under `all`. */
export const kycKeys = {
  all: ['admin', 'kyc'] as const,
  list: (q: KycQuery) => [...kycKeys.all, 'list', q] as const,
};

/** `kyc!list`: one page of verifications by state and level. */
export function useKycQueue(q: KycQuery) {
  return useQuery({ queryKey: kycKeys.list(q), queryFn: () => listKyc(api, q), placeholderData: keepPreviousData });
}

/** `kyc!review`, `kyc!approve` and `kyc!reject` (with the reason the applicant sees); the queue reloads. */
export function useKycDecision({ onSuccess }: { onSuccess?: (action: 'review' | 'approve' | 'reject') => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (v: { action: 'review' | 'approve' | 'reject'; id: string; reason?: string }) => {
      if (v.action === 'review') await reviewKyc(api, v.id);
      else if (v.action === 'approve') await approveKyc(api, v.id);
      else await rejectKyc(api, v.id, v.reason ?? '');
      return v.action;
    },
    onSuccess: async (action) => { await queryClient.invalidateQueries({ queryKey: kycKeys.all }); onSuccess?.(action); },
  });
}
