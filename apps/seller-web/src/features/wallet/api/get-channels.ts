import { queryOptions, useQuery } from '@tanstack/react-query';
import { listChannels } from '@mall/api-client/wallet';
import { api } from '../../../lib/api';
import { walletKeys } from './wallet-keys';

/** `channelBlockchain!list`. */
export const getChannels = () => listChannels(api);
export const channelsQueryOptions = () => queryOptions({ queryKey: walletKeys.channels(), queryFn: getChannels, staleTime: 5 * 60_000 });

/** The enabled channels; a withdrawal address can be bound on any blockchain network among them. */
export function useChannels() {
  return useQuery(channelsQueryOptions());
}
