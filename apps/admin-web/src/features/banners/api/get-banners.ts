import { useQuery } from '@tanstack/react-query';
import { adminBannersOptions, listAdminBanners } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `banner!list`. */
export const getBanners = () => listAdminBanners(api);
export const bannersQueryOptions = () => adminBannersOptions(api);

/** Every banner of both sites. */
export function useBanners() {
  return useQuery(bannersQueryOptions());
}
