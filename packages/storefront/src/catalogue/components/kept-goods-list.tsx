import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useKeptGoods, useToggleKeep } from '../api/favourites';
import { useCatalogueLinks } from '../catalogue-links';
import { GoodsImage } from './goods-image';
import { LoadMore } from './load-more';
import { PriceTag } from './price-tag';

/** The buyer's favourite goods (`keepGoods!list`), each with "remove"; goods off the shelf say so. */
export function KeptGoodsList() {
  const { t } = useTranslation();
  const toast = useToast();
  const links = useCatalogueLinks();
  const list = useKeptGoods();
  const remove = useToggleKeep();
  const items = list.data?.pages.flatMap((p) => p.pageList) ?? [];
  return (
    <QueryState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
      {items.length === 0 ? <EmptyState message={t('catalogue:collect.goodsEmpty')} /> : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((g) => (
            <Paper key={g.id} component="li" variant="outlined" aria-label={g.name} sx={{ padding: 1.5 }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Box component={RouterLink} to={links.goods(g.id)} sx={{ flex: '0 0 80px' }} aria-hidden tabIndex={-1}>
                  <GoodsImage src={g.imgUrl1} alt="" sx={{ borderRadius: 1, opacity: g.isShelf ? 1 : 0.5 }} />
                </Box>
                <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
                  <Typography component={RouterLink} to={links.goods(g.id)} variant="body2" sx={{ color: 'text.primary', textDecoration: 'none', overflowWrap: 'anywhere', '&:hover': { color: 'primary.main' } }}>
                    {g.name}
                  </Typography>
                  <Typography variant="caption" color="text.secondary" noWrap>{g.sellerName}</Typography>
                  {g.isShelf ? <PriceTag price={g.price} sellingPrice={g.sellingPrice} /> : <Chip size="small" label={t('catalogue:collect.offShelf')} sx={{ alignSelf: 'flex-start' }} />}
                </Stack>
                <Button
                  color="inherit"
                  size="small"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate({ id: g.id, on: false }, { onSuccess: () => toast.show(t('catalogue:favourite.removed'), 'success') })}
                >
                  {t('catalogue:collect.remove')}
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
