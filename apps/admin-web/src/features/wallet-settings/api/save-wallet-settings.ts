import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveWalletSettings as post, type WalletSettings } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';
import { walletSettingsKeys } from './get-wallet-settings';

/** `wallet!saveSettings`. */
export const saveWalletSettings = (input: WalletSettings) => post(api, input);

/** Saves the withdrawal hours and daily count, then reloads them. */
export function useSaveWalletSettings({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWalletSettings,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: walletSettingsKeys.all() });
      onSuccess?.();
    },
  });
}
