import { queryOptions, useQuery } from '@tanstack/react-query';
import { listChannelsForAdmin } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';

export const channelKeys = { all: () => ['admin', 'backoffice', 'channels'] as const };

/** `channel!list`. */
export const getChannels = () => listChannelsForAdmin(api);
export const channelsQueryOptions = () => queryOptions({ queryKey: channelKeys.all(), queryFn: getChannels });

/** Every recharge and withdrawal channel, enabled or not. */
export function useChannels() {
  return useQuery(channelsQueryOptions());
}
