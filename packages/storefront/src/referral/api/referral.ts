import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentActivityQuery, subscribeNewsletter } from '@mall/api-client/platform';
import { bindReferrer, referralInfoQuery, referralKeys, referralMembersQuery } from '@mall/api-client/referral';
import { useApi } from '../../shared/api-context';

/** The buyer's invitation code, standing and counts by level (`referral!info`). */
export function useReferralInfo() {
  return useQuery(referralInfoQuery(useApi()));
}

/** The accounts at one level below the buyer (`referral!list`). */
export function useReferralMembers(level: number, pageNum: number, pageSize: number) {
  return useQuery(referralMembersQuery(useApi(), level, pageNum, pageSize));
}

/** Records the buyer's recommender once (`referral!bind`). */
export function useBindReferrer({ onSuccess }: { onSuccess?: () => void } = {}) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => bindReferrer(api, code),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: referralKeys.all });
      onSuccess?.();
    },
  });
}

/** The pop-up activity for this visitor (`activity/lottery!getCurrentActivity`). */
export function useCurrentActivity(signedIn: boolean) {
  return useQuery(currentActivityQuery(useApi(), signedIn ? 'signed-in' : 'guest'));
}

/** `subscribe!add`. */
export function useSubscribe() {
  const api = useApi();
  return useMutation({ mutationFn: (email: string) => subscribeNewsletter(api, email) });
}
