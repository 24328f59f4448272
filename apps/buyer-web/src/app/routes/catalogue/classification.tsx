import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useCategoryTree } from '@mall/storefront/catalogue/api/categories';
import { CategoryTreeNav } from '@mall/storefront/catalogue/components/category-tree-nav';
import { categoryPath } from '@mall/storefront/catalogue/utils/category-path';
import { SortedGoods } from '../../../features/goods-list/components/sorted-goods';
import { paths } from '../../../config/paths';

/** /classification: the category tree beside the goods of the chosen category (and its sub-categories), page by page. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const categoryId = params.get('categoryId') ?? '';
  const tree = useCategoryTree();
  const trail = tree.data ? categoryPath(tree.data, categoryId) : [];
  const title = trail.at(-1)?.name ?? t('common:nav.classification');
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '260px 1fr' }, gap: 3, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ position: { md: 'sticky' }, top: { md: 150 }, maxHeight: { md: 'calc(100vh - 170px)' }, overflowY: 'auto' }}>
        {tree.data ? <CategoryTreeNav tree={tree.data} selectedId={categoryId} allHref={paths.classification.getHref()} /> : (
          <Stack spacing={1} sx={{ padding: 2 }}>{Array.from({ length: 8 }, (_, i) => <Skeleton key={i} />)}</Stack>
        )}
      </Paper>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        {trail.length > 0 && (
          <Breadcrumbs aria-label={t('catalogue:classification.label')}>
            <Link component={RouterLink} to={paths.classification.getHref()} underline="hover" color="inherit">{t('catalogue:classification.all')}</Link>
            {trail.slice(0, -1).map((c) => (
              <Link key={c.categoryId} component={RouterLink} to={paths.classification.getHref(c.categoryId)} underline="hover" color="inherit">{c.name}</Link>
            ))}
            <Typography color="text.primary">{trail.at(-1)?.name}</Typography>
          </Breadcrumbs>
        )}
        <Typography variant="h5" component="h1">{title}</Typography>
        <SortedGoods filter={{ categoryId: categoryId || undefined }} columns={{ xs: 2, sm: 3, lg: 4 }} />
      </Stack>
    </Container>
  );
}
