import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveChannel as post, type ChannelInput } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';
import { channelKeys } from './get-channels';

/** `channel!save`. */
export const saveChannel = (input: ChannelInput) => post(api, input);

/** Creates or edits a channel, then reloads the list. */
export function useSaveChannel({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChannel,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: channelKeys.all() });
      onSuccess?.();
    },
  });
}
