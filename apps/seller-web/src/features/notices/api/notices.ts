import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChatSocketEvent } from '@mall/api-client/chat-socket';
import { listSellerNotices, readSellerNotices } from '@mall/api-client/orders';
import { useSocketOpen } from '@mall/backoffice/chat/chat-live';
import { useApi } from '@mall/backoffice/shared/backoffice-context';

/** How many of the newest notices the top bar lists. */
export const NOTICE_PAGE_SIZE = 10;
/** How often the top bar asks for new notices while the socket is down. */
export const NOTICE_POLL_MS = 30_000;

const noticeKeys = { all: ['notices'] as const };

/**
 * The newest notices of the seller's store and the unread count. The socket's `notice` push refreshes
 * them (see `refreshNoticesOn`); only while it is down are they asked for every 30 seconds.
 */
export function useNotices() {
  const api = useApi();
  const live = useSocketOpen();
  return useQuery({
    queryKey: noticeKeys.all,
    queryFn: () => listSellerNotices(api, { pageNum: 1, pageSize: NOTICE_PAGE_SIZE }),
    refetchInterval: live ? false : NOTICE_POLL_MS,
  });
}

/** The socket's part: a new notice, or a (re)connect that may have missed some, reloads the bell. */
export function refreshNoticesOn(e: ChatSocketEvent, qc: QueryClient): void {
  if (e.type === 'notice' || e.type === 'hello') void qc.invalidateQueries({ queryKey: noticeKeys.all });
}

/** Marks one notice read (or all without an id), then reloads the list. */
export function useReadNotices() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => readSellerNotices(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }),
  });
}
