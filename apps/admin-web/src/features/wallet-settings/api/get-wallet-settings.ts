import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWalletSettings as post } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';

export const walletSettingsKeys = { all: () => ['admin', 'backoffice', 'wallet-settings'] as const };

/** `wallet!settings`. */
export const getWalletSettings = () => post(api);
export const walletSettingsQueryOptions = () => queryOptions({ queryKey: walletSettingsKeys.all(), queryFn: getWalletSettings });

/** Withdrawal hours and daily count. */
export function useWalletSettings() {
  return useQuery(walletSettingsQueryOptions());
}
