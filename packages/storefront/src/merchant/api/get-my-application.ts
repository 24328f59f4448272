import { useQuery } from '@tanstack/react-query';
import { getMyMerchantApplication } from '@mall/api-client/merchant';
import { useApi } from '../../shared/api-context';
import { merchantKeys } from './merchant-keys';

/** `merchant!mine`: the signed-in buyer's latest application (null when none). */
export function useMyMerchantApplication(enabled: boolean) {
  const api = useApi();
  return useQuery({ queryKey: merchantKeys.mine(), queryFn: () => getMyMerchantApplication(api), enabled });
}
