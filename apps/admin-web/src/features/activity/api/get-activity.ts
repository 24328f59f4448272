import { useQuery } from '@tanstack/react-query';
import { activityOptions, getActivity as fetchActivity } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `activity!get`. */
export const getActivity = () => fetchActivity(api);
export const activityQueryOptions = () => activityOptions(api);

/** The configured pop-up activity, or null. */
export function useActivity() {
  return useQuery(activityQueryOptions());
}
