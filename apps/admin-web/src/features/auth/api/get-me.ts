import { useQuery } from '@tanstack/react-query';
import { adminMeOptions, getAdminMe } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `auth!me`: the signed-in admin and roles. */
export const getMe = () => getAdminMe(api);
export const meQueryOptions = () => adminMeOptions(api);

/** The signed-in admin (id, email, name, roles). */
export function useMe() {
  return useQuery(meQueryOptions());
}
