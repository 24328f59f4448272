import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatLocalTime } from '@mall/domain/format';
import type { OrderStatus } from '@mall/domain/order-status';
import { SearchField } from '@mall/ui/search-field';
import { useBackoffice } from '../../shared/backoffice-context';
import { PagedQueryTable } from '../../shared/components/paged-query-table';
import { useNumberFormat } from '../../shared/hooks/use-number-format';
import { useStaffOrders } from '../api/get-staff-orders';
import { useOrderListQuery } from '../hooks/use-order-list-query';
import { OrderStatusChip, STAFF_ORDER_STATUSES } from './order-status-chip';

export interface OrderListProps {
  /** Where "view" leads for an order. */
  detailHref: (orderId: string) => string;
  /** The admin sees every store's orders, so the store gets a column. */
  showStore?: boolean;
  /** The state tab the list opens on; null is every state. */
  initialStatus?: OrderStatus | null;
}

/** Orders by state with search; each row shows who ordered what, the total, the state and a shipping reminder. */
export function OrderList({ detailHref, showStore = false, initialStatus = null }: OrderListProps) {
  const { t } = useTranslation();
  const { namespace: ns } = useBackoffice();
  const fmt = useNumberFormat();
  const list = useOrderListQuery(initialStatus);
  const orders = useStaffOrders(list.query);
  const columns = [
    t(`backoffice:orders.columns.order`), t(`backoffice:orders.columns.buyer`), ...(showStore ? [t(`backoffice:orders.columns.store`)] : []),
    t(`backoffice:orders.columns.goods`), t(`backoffice:orders.columns.total`), t(`backoffice:orders.columns.status`), t(`backoffice:common.actions`),
  ];
  return (
    <>
      <Box sx={{ borderBlockEnd: 1, borderColor: 'divider', marginBlockEnd: 2 }}>
        <Tabs
          value={list.status === null ? 'all' : String(list.status)}
          onChange={(_, v: string) => list.onStatus(v === 'all' ? null : (Number(v) as OrderStatus))}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t(`backoffice:orders.statusFilter`)}
        >
          {STAFF_ORDER_STATUSES.map((s) => <Tab key={s} value={String(s)} label={t(`backoffice:orders.status.${s}`)} />)}
          <Tab value="all" label={t(`backoffice:orders.allStates`)} />
        </Tabs>
      </Box>
      <Stack direction="row" sx={{ marginBlockEnd: 2 }}>
        <SearchField label={t(`backoffice:orders.search`)} placeholder={t(`${ns}:orders.searchPlaceholder`)} value={list.keyword} onChange={list.onKeyword} />
      </Stack>
      <PagedQueryTable
        query={orders}
        paging={list.paging}
        label={t(`backoffice:orders.title`)}
        columns={columns}
        empty={t(`backoffice:orders.empty`)}
        row={(o) => (
          <TableRow key={o.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}><bdi>{o.orderNo}</bdi></Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}><bdi>{formatLocalTime(o.createTime)}</bdi></Typography>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{o.buyerName || '--'}</TableCell>
            {showStore && <TableCell sx={{ overflowWrap: 'anywhere' }}>{o.sellerName || '--'}</TableCell>}
            <TableCell>{fmt.count(o.goodsCount)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{fmt.price(o.total)}</TableCell>
            <TableCell>
              <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                <OrderStatusChip status={o.status} returnStatus={o.returnStatus} />
                {o.reminded === 1 && <Chip size="small" variant="outlined" color="warning" label={t(`backoffice:orders.reminded`)} />}
              </Stack>
            </TableCell>
            <TableCell>
              <Button size="small" component={Link} to={detailHref(o.id)} aria-label={t(`backoffice:orders.viewNamed`, { orderNo: o.orderNo })}>
                {t(`backoffice:orders.view`)}
              </Button>
            </TableCell>
          </TableRow>
        )}
      />
    </>
  );
}
