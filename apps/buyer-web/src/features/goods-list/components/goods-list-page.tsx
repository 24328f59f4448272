import type { GoodsFilter } from '@mall/api-client/catalogue';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { SortedGoods } from './sorted-goods';

/** A page that is one goods list under its title (also the document's title). */
export function GoodsListPage({ title, filter }: { title: string; filter: Omit<GoodsFilter, 'priceOrder'> }) {
  usePageTitle(title);
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <Typography variant="h4" component="h1" sx={{ marginBlockEnd: 2 }}>{title}</Typography>
      <SortedGoods filter={filter} />
    </Container>
  );
}
