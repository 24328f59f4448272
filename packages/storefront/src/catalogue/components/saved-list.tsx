import type { ReactNode } from 'react';
import type { InfiniteData } from '@tanstack/react-query';
import Button, { type ButtonProps } from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { LoadMore } from './load-more';

export interface SavedListProps<T> {
  /** The list's pages, loaded one after another. */
  list: {
    isPending: boolean; isError: boolean; refetch: () => unknown; data?: InfiniteData<{ pageList: T[] }>;
    hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown;
  };
  /** The item's id: its key, and what the toggle takes off the list. */
  itemId: (item: T) => string;
  /** The accessible name of the item's row. */
  itemLabel: (item: T) => string;
  emptyMessage: string;
  /** The button that takes an item off the list (`on: false`) and the toast once it is off. */
  remove: {
    toggle: { isPending: boolean; mutate: (v: { id: string; on: boolean }, o: { onSuccess: () => void }) => void };
    label: string;
    done: string;
    button?: Pick<ButtonProps, 'variant' | 'color'>;
  };
  /** What the row shows of the item, before its button. */
  children: (item: T) => ReactNode;
}

/** Something the buyer keeps a list of (goods, stores): a row each with a button to take it off, and "load more". */
export function SavedList<T>({ list, itemId, itemLabel, emptyMessage, remove, children }: SavedListProps<T>) {
  const toast = useToast();
  const items = list.data?.pages.flatMap((p) => p.pageList) ?? [];
  return (
    <QueryState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
      {items.length === 0 ? <EmptyState message={emptyMessage} /> : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => (
            <Paper key={itemId(item)} component="li" variant="outlined" aria-label={itemLabel(item)} sx={{ padding: 1.5 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                {children(item)}
                <Button
                  {...remove.button}
                  size="small"
                  disabled={remove.toggle.isPending}
                  onClick={() => remove.toggle.mutate({ id: itemId(item), on: false }, { onSuccess: () => toast.show(remove.done, 'success') })}
                >
                  {remove.label}
                </Button>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <LoadMore pageCount={list.data?.pages.length} anyLoaded={items.length > 0} hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </QueryState>
  );
}
