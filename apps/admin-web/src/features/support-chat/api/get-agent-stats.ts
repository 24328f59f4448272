import { useQuery } from '@tanstack/react-query';
import { getSupportStats } from '@mall/api-client/chat';
import { api } from '../../../lib/api';

/** `supportChat!stats`: per agent, conversations, replies and the average times. */
export function useAgentStats() {
  return useQuery({ queryKey: ['chat', 'stats'], queryFn: () => getSupportStats(api) });
}
