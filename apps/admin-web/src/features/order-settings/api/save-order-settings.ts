import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveOrderSettings as post } from '@mall/api-client/orders';
import { api } from '../../../lib/api';
import type { SettingsWire } from '../utils/settings-draft';
import { orderSettingsKeys } from './get-order-settings';

/** `order!saveSettings`: decimals travel as the text typed, never through a float. */
export const saveOrderSettings = (input: SettingsWire) => post(api, input);

/** Saves the order settings, then reloads them. */
export function useSaveOrderSettings({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOrderSettings,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderSettingsKeys.all() });
      onSuccess?.();
    },
  });
}
