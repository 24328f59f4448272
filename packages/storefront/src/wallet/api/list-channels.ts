import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listChannels } from '@mall/api-client/wallet';
import { useApi } from '../../shared/api-context';
import { walletKeys } from './wallet-keys';

export { listChannels };

/** Query options of the open recharge channels (`channelBlockchain!list`); they change rarely. */
export const channelsQuery = (api: ApiClient) =>
  queryOptions({ queryKey: walletKeys.channels(), queryFn: () => listChannels(api), staleTime: 60_000 });

/** The open recharge (and withdrawal) networks with their deposit address and QR code. */
export const useChannels = () => useQuery(channelsQuery(useApi()));
