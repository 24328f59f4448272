import { useQuery } from '@tanstack/react-query';
import { listStaff, staffOptions } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `staff!list`. */
export const getStaff = () => listStaff(api);
export const staffQueryOptions = () => staffOptions(api);

/** Every admin account with its roles. */
export function useStaff() {
  return useQuery(staffQueryOptions());
}
