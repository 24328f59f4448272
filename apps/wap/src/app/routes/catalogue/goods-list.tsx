import { useState } from 'react';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GoodsFilter } from '@mall/api-client/catalogue';
import { useGoodsInfinite, useRecommended } from '@mall/storefront/catalogue/api/goods';
import { GoodsGrid } from '@mall/storefront/catalogue/components/goods-grid';
import { LoadMore } from '@mall/storefront/catalogue/components/load-more';
import type { PageHandle } from '../../layouts/page-handle';

/** Which goods a list page shows. */
export type GoodsListKind = 'all' | 'new' | 'recommended' | 'discounted' | 'hot';
/** Route handle of a goods list page. */
export interface GoodsListHandle extends PageHandle { list: GoodsListKind }

const PAGE_SIZE = 20;
const GRID = { xs: 2, sm: 3 };
type Sort = 'newest' | 'priceAsc' | 'priceDesc';
const SORTS: readonly Sort[] = ['newest', 'priceAsc', 'priceDesc'];

/** A recommendation list (one longer page: the recommend calls have no page count). */
function RecommendedGoods({ type }: { type: 'new' | 'recommended' }) {
  const list = useRecommended({ type, pageSize: 40 });
  return <GoodsGrid goods={list.data} loading={list.isPending} columns={GRID} />;
}

/** A filtered list, page after page, with the price sort. */
function FilteredGoods({ filter }: { filter: GoodsFilter }) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<Sort>('newest');
  const list = useGoodsInfinite({ ...filter, priceOrder: sort === 'priceAsc' ? 'asc' : sort === 'priceDesc' ? 'desc' : undefined }, PAGE_SIZE);
  const items = list.data?.pages.flatMap((p) => p.pageList);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} role="radiogroup" aria-label={t('catalogue:list.sort.label')} sx={{ overflowX: 'auto' }}>
        {SORTS.map((s) => (
          <Chip key={s} role="radio" aria-checked={sort === s} label={t(`catalogue:list.sort.${s}`)} color={sort === s ? 'primary' : 'default'} onClick={() => setSort(s)} />
        ))}
      </Stack>
      <GoodsGrid goods={items} loading={list.isPending} columns={GRID} />
      <LoadMore pageCount={list.data?.pages.length} anyLoaded={Boolean(items?.length)} hasMore={Boolean(list.hasNextPage)} loading={list.isFetchingNextPage} onLoadMore={() => void list.fetchNextPage()} />
    </Stack>
  );
}

/** /commodity, /new, /recommended, /discounted, /hot: the goods behind a home section. */
export function Component() {
  const handle = useMatches().at(-1)?.handle as GoodsListHandle | undefined;
  switch (handle?.list) {
    case 'new': return <RecommendedGoods type="new" />;
    case 'recommended': return <RecommendedGoods type="recommended" />;
    case 'discounted': return <FilteredGoods filter={{ discount: true }} />;
    case 'hot': return <FilteredGoods filter={{ isHot: true }} />;
    default: return <FilteredGoods filter={{}} />;
  }
}
