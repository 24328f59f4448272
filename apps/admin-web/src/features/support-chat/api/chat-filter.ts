import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getChatFilter, saveChatFilter, type ChatFilter } from '@mall/api-client/chat';
import { api } from '../../../lib/api';

const filterKey = ['chat', 'filter'] as const;

/** `supportChat!settings`: the words and patterns masked in buyer↔store threads. */
export function useChatFilter() {
  return useQuery({ queryKey: filterKey, queryFn: () => getChatFilter(api) });
}

/** `supportChat!saveSettings`: the form shows a refusal itself (a bad pattern), so it is not toasted too. */
export function useSaveChatFilter(onSuccess?: (saved: ChatFilter) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (filter: ChatFilter) => saveChatFilter(api, filter),
    meta: { silent: true },
    onSuccess: (saved) => { qc.setQueryData(filterKey, saved); onSuccess?.(saved); },
  });
}
