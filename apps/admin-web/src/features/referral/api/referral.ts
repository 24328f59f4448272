import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  findReferralAccount, referralAccountQuery, referralChildrenQuery, referralKeys, setAgentLevel, setReferralAllowed,
  type ReferralKind,
} from '@mall/api-client/referral';
import { api } from '../../../lib/api';

/** `referral!get`: an account by UID, username, seller email or code. */
export const findAccount = (q: string) => findReferralAccount(api, q);

/** `referral!info`: an account with its upline and counts by level. */
export const useReferralAccount = (kind: ReferralKind, id: string) => useQuery(referralAccountQuery(api, kind, id));

/** `referral!list`: the accounts one account invited directly. */
export const useReferralChildren = (kind: ReferralKind, id: string, pageNum: number, pageSize: number) =>
  useQuery(referralChildrenQuery(api, kind, id, pageNum, pageSize));

/** Sets the agent level or the right to refer, then reloads the tree. */
export function useUpdateReferral({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: ReferralKind; id: string; agentLevel?: number; allowed?: boolean }) =>
      v.agentLevel !== undefined ? setAgentLevel(api, v.kind, v.id, v.agentLevel) : setReferralAllowed(api, v.kind, v.id, v.allowed ?? true),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: referralKeys.admin() });
      onSuccess?.();
    },
  });
}
