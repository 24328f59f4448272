import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useFollowedStores, useToggleFollow } from '../api/favourites';
import { useCatalogueLinks } from '../catalogue-links';
import { LoadMore } from './load-more';
import { ratePercent } from './store-card';
import { StoreAvatar } from './store-avatar';

/** The stores the buyer follows (`focusSeller!list`), each with "unfollow". */
export function FollowedStoresList() {
  const { t } = useTranslation();
  const toast = useToast();
  const links = useCatalogueLinks();
  const list = useFollowedStores();
  const unfollow = useToggleFollow();
  const items = list.data?.pages.flatMap((p) => p.pageList) ?? [];
  return (
    <QueryState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
      {items.length === 0 ? <EmptyState message={t('catalogue:collect.storesEmpty')} /> : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((s) => (
            <Paper key={s.sellerId} component="li" variant="outlined" aria-label={s.sellerVo.name} sx={{ padding: 1.5 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <StoreAvatar name={s.sellerVo.name} avatar={s.sellerVo.avatar} />
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography component={RouterLink} to={links.store(s.sellerId)} variant="subtitle2" noWrap sx={{ color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}>
                    {s.sellerVo.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t('catalogue:store.sold', { count: s.sellerVo.soldNum })} · {t('catalogue:store.rating', { percent: ratePercent(s.sellerVo.highOpinion) })}
                  </Typography>
                </Stack>
                <Button
                  variant="outlined"
                  size="small"
                  disabled={unfollow.isPending}
                  onClick={() => unfollow.mutate({ id: s.sellerId, on: false }, { onSuccess: () => toast.show(t('catalogue:follow.unfollowed'), 'success') })}
                >
                  {t('catalogue:follow.unfollow')}
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
