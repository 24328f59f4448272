import { useQuery } from '@tanstack/react-query';
import { getSupportUnread } from '@mall/api-client/chat';
import { UNREAD_POLL_MS } from '@mall/contract/chat';
import { chatKeys } from '@mall/backoffice/chat/chat-keys';
import { useChatLive } from '@mall/backoffice/chat/chat-live';
import { api } from '../../../lib/api';

/** `supportChat!unread`: the counts on the console's tabs (refreshed with the other counts). */
export function useBoxCounts() {
  const { socketOpen } = useChatLive();
  return useQuery({ queryKey: chatKeys.boxCounts(), queryFn: () => getSupportUnread(api), refetchInterval: socketOpen ? false : UNREAD_POLL_MS });
}
