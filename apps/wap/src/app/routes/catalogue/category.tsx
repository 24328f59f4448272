import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mall/ui/visually-hidden';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useCategoryTree } from '@mall/storefront/catalogue/api/categories';
import { useGoodsInfinite } from '@mall/storefront/catalogue/api/goods';
import { GoodsGrid } from '@mall/storefront/catalogue/components/goods-grid';
import { LoadMore } from '@mall/storefront/catalogue/components/load-more';
import { categoryPath } from '@mall/storefront/catalogue/utils/category-path';
import { paths } from '../../../config/paths';

/** The category tab: top-level categories down the side, the chosen one's sub-categories and goods beside. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('common:tabs.category'));
  const [params] = useSearchParams();
  const tree = useCategoryTree();
  const roots = tree.data ?? [];
  const chosenId = params.get('categoryId') ?? roots[0]?.categoryId ?? '';
  const trail = categoryPath(roots, chosenId);
  const top = trail[0];
  const current = trail.at(-1);
  // Sub-categories of the deepest chosen category, else its siblings, so a leaf still shows its neighbours.
  const subs = current && current.subList.length > 0 ? current.subList : trail.at(-2)?.subList ?? [];
  const goods = useGoodsInfinite({ categoryId: chosenId || undefined }, 20);
  const items = goods.data?.pages.flatMap((p) => p.pageList);
  return (
    <Box component="main" sx={{ display: 'grid', gridTemplateColumns: '96px 1fr', minHeight: 'calc(100vh - 80px)' }}>
      <Typography variant="h6" component="h1" sx={visuallyHidden}>{t('common:tabs.category')}</Typography>
      <Box component="nav" aria-label={t('catalogue:classification.label')} sx={{ backgroundColor: 'action.hover' }}>
        {tree.isPending ? <Stack spacing={1} sx={{ padding: 1 }}>{Array.from({ length: 8 }, (_, i) => <Skeleton key={i} />)}</Stack> : (
          <List disablePadding sx={{ position: 'sticky', top: 0, maxHeight: '100vh', overflowY: 'auto' }}>
            {roots.map((c) => (
              <ListItemButton
                key={c.categoryId}
                component={RouterLink}
                to={paths.category.getHref(c.categoryId)}
                replace
                selected={top?.categoryId === c.categoryId}
                aria-current={top?.categoryId === c.categoryId ? 'page' : undefined}
                sx={{ paddingInline: 1, '&.Mui-selected': { backgroundColor: 'background.paper', borderInlineStart: 3, borderColor: 'primary.main' } }}
              >
                <ListItemText primary={c.name} slotProps={{ primary: { variant: 'caption', sx: { fontWeight: top?.categoryId === c.categoryId ? 700 : 400 } } }} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Box>
      <Stack spacing={2} sx={{ padding: 1.5, minWidth: 0 }}>
        {current && <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>{current.name}</Typography>}
        {subs.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {subs.map((s) => (
              <Chip
                key={s.categoryId}
                component={RouterLink}
                to={paths.category.getHref(s.categoryId)}
                replace
                clickable
                label={s.name}
                color={s.categoryId === chosenId ? 'primary' : 'default'}
                variant={s.categoryId === chosenId ? 'filled' : 'outlined'}
              />
            ))}
          </Box>
        )}
        {tree.isSuccess && roots.length === 0 ? <GoodsGrid goods={[]} /> : (
          <>
            <GoodsGrid goods={items} loading={goods.isPending} columns={{ xs: 2 }} placeholders={4} />
            <LoadMore pageCount={goods.data?.pages.length} anyLoaded={Boolean(items?.length)} hasMore={Boolean(goods.hasNextPage)} loading={goods.isFetchingNextPage} onLoadMore={() => void goods.fetchNextPage()} />
          </>
        )}
      </Stack>
    </Box>
  );
}
