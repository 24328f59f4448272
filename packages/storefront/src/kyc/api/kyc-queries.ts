import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { applyKyc, applyKycAdvanced, getKyc, getKycAdvanced, type KycAdvancedQuery, type KycApplyQuery } from '@mall/api-client/kyc';
import { useApi } from '../../shared/api-context';

/** Query keys of identity verification (the loan form reads `kycKeys.basic()` too). */
export const kycKeys = {
  all: ['kyc'] as const,
  basic: () => ['kyc'] as const,
  advanced: () => ['kyc', 'advanced'] as const,
};

/** The buyer's latest basic verification (`kyc!get`), or null. */
export const kycQuery = (api: ApiClient) => queryOptions({ queryKey: kycKeys.basic(), queryFn: () => getKyc(api) });
export const useKyc = () => useQuery(kycQuery(useApi()));

/** The buyer's latest advanced verification (`kyc!getAdvanced`), or null. */
export const useKycAdvanced = (enabled: boolean) => {
  const api = useApi();
  return useQuery({ queryKey: kycKeys.advanced(), queryFn: () => getKycAdvanced(api), enabled });
};

/** Sends a basic application (`kyc!apply`); the state reloads. */
export function useApplyKyc() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: KycApplyQuery) => applyKyc(api, input), onSuccess: () => qc.invalidateQueries({ queryKey: kycKeys.all }) });
}

/** Sends an advanced application (`kyc!applyAdvanced`); the state reloads. */
export function useApplyKycAdvanced() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({ mutationFn: (input: KycAdvancedQuery) => applyKycAdvanced(api, input), onSuccess: () => qc.invalidateQueries({ queryKey: kycKeys.all }) });
}
