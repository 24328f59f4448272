import { useQuery } from '@tanstack/react-query';
import { listSupportAgents } from '@mall/api-client/chat';
import { api } from '../../../lib/api';

/** `supportChat!agents`: who a conversation may be handed to. */
export function useAgents(enabled = true) {
  return useQuery({ queryKey: ['chat', 'agents'], queryFn: () => listSupportAgents(api), enabled, staleTime: 60_000 });
}
