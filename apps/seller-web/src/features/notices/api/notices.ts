import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listSellerNotices, readSellerNotices } from '@mall/api-client/orders';
import { useApi } from '@mall/backoffice/shared/backoffice-context';

/** How many of the newest notices the top bar lists. */
export const NOTICE_PAGE_SIZE = 10;
/** How often the top bar asks for new notices while the seller zone is open. */
export const NOTICE_POLL_MS = 30_000;

const noticeKeys = { all: ['notices'] as const };

/** The newest notices of the seller's store and the unread count, refreshed every 30 seconds. */
export function useNotices() {
  const api = useApi();
  return useQuery({
    queryKey: noticeKeys.all,
    queryFn: () => listSellerNotices(api, { pageNum: 1, pageSize: NOTICE_PAGE_SIZE }),
    refetchInterval: NOTICE_POLL_MS,
  });
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
