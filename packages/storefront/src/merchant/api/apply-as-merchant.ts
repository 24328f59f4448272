import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applyAsMerchant, resubmitMerchantDocuments, type MerchantApplyInput } from '@mall/api-client/merchant';
import { useApi } from '../../shared/api-context';
import { merchantKeys } from './merchant-keys';

/** `merchant!apply`; the application then reloads. */
export function useApplyAsMerchant() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MerchantApplyInput) => applyAsMerchant(api, input),
    onSuccess: (app) => { queryClient.setQueryData(merchantKeys.mine(), app); },
  });
}

/** `merchant!resubmit`: new pictures after the platform asked for more. */
export function useResubmitDocuments() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, documents }: { id: string; documents: string[] }) => resubmitMerchantDocuments(api, id, documents),
    onSuccess: (app) => { queryClient.setQueryData(merchantKeys.mine(), app); },
  });
}
