import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { useOrders } from '../api/list-orders';
import type { OrdersLinks } from '../orders-links';
import { ORDER_TAB_KEYS, tabStatus, type OrderTabKey } from '../utils/order-tabs';
import { OrderCard } from './order-card';

export interface OrderListProps {
  links: Pick<OrdersLinks, 'detail' | 'returns' | 'review' | 'transactionPassword' | 'recharge'>;
}

/** The orders of one tab, a page at a time. */
function OrderPage({ tab, page, onPage, links }: OrderListProps & { tab: OrderTabKey; page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const query = useOrders(tabStatus(tab), page);
  const items = query.data?.pageList ?? [];
  const info = query.data?.pageInfo;
  const pages = info ? Math.max(1, Math.ceil(info.totalElements / Math.max(1, info.pageSize))) : 1;
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      {items.length === 0 ? <EmptyState message={t('orders:list.empty')} /> : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', margin: 0, padding: 0, opacity: query.isPlaceholderData ? 0.6 : 1 }}>
          {items.map((o) => <OrderCard key={o.id} order={o} links={links} />)}
        </Stack>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 2 }}>
          <Pagination
            aria-label={t('orders:list.pages')}
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_, n) => onPage(n)}
            color="primary"
            getItemAriaLabel={(type, n, selected) => {
              if (type === 'previous') return t('orders:list.previousPage');
              if (type === 'next') return t('orders:list.nextPage');
              if (n === null) return t('orders:list.goToPage', { page: 1 });
              return selected ? t('orders:list.currentPage', { page: n }) : t('orders:list.goToPage', { page: n });
            }}
          />
        </Box>
      )}
    </QueryState>
  );
}

/**
 * The buyer's orders under the tabs of docs/product-rules.md (ORDER_TABS), 20 a page. The tab and page are kept
 * in `?tab=` and `?page=`, so going back from an order returns to the same place.
 */
export function OrderList({ links }: OrderListProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: OrderTabKey = ORDER_TAB_KEYS.find((k) => k === asked) ?? 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const update = (next: { tab?: OrderTabKey; page?: number }) => setParams((p) => {
    const out = new URLSearchParams(p);
    const nextTab = next.tab ?? tab;
    if (nextTab === 'all') out.delete('tab'); else out.set('tab', nextTab);
    // A new tab starts at its first page.
    const nextPage = next.tab ? 1 : (next.page ?? page);
    if (nextPage === 1) out.delete('page'); else out.set('page', String(nextPage));
    return out;
  }, { replace: true });
  return (
    <Paper variant="outlined">
      <Tabs
        value={tab}
        onChange={(_, v: OrderTabKey) => update({ tab: v })}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('orders:tabs.label')}
        sx={{ borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {ORDER_TAB_KEYS.map((k) => <Tab key={k} value={k} label={t(`orders:tabs.${k}`)} id={`orders-tab-${k}`} aria-controls={`orders-panel-${k}`} />)}
      </Tabs>
      <Box role="tabpanel" id={`orders-panel-${tab}`} aria-labelledby={`orders-tab-${tab}`} sx={{ padding: { xs: 1, md: 2 }, backgroundColor: 'background.default' }}>
        <OrderPage tab={tab} page={page} onPage={(n) => update({ page: n })} links={links} />
      </Box>
    </Paper>
  );
}
