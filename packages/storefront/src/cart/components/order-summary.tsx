import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import type { CheckoutPreview } from '@mall/api-client/orders';
import { Money } from '@mall/domain/money';
import { useFormatMoney } from '../hooks/use-format-money';

type Order = CheckoutPreview['orders'][number];

function Row({ label, value, strong = false, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography variant="body2" data-testid={testId} sx={{ fontWeight: strong ? 700 : 500, color: strong ? 'primary.main' : 'text.primary' }}><bdi>{value}</bdi></Typography>
    </Stack>
  );
}

/** One seller's order: its goods, then goods amount, freight, tax, discount, fees and total. */
function SellerOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Paper variant="outlined" component="section" aria-label={order.sellerName} data-testid="summary-order" sx={{ padding: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>{order.sellerName}</Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {order.lines.map((l) => (
          <Stack component="li" key={`${l.sellerGoodsId}_${l.skuId}`} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Avatar variant="rounded" src={l.goodsIcon || undefined} alt={l.goodsName} sx={{ width: 48, height: 48, backgroundColor: 'action.hover', color: 'text.disabled' }}>
              <ImageOutlinedIcon />
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap>{l.goodsName}</Typography>
              {l.attributes.length > 0 && <Typography variant="caption" color="text.secondary">{l.attributes.join(', ')}</Typography>}
            </Box>
            <Typography variant="body2" color="text.secondary"><bdi>{money(l.unitPrice)}</bdi> <bdi>{t('cart:settlement.summary.quantity', { count: l.goodsNum })}</bdi></Typography>
          </Stack>
        ))}
      </Stack>
      <Divider sx={{ marginBlock: 1.5 }} />
      <Stack spacing={0.5}>
        <Row label={t('cart:settlement.summary.goods')} value={money(order.goodsAmount)} />
        <Row label={t('cart:settlement.summary.freight')} value={money(order.freight)} testId="summary-freight" />
        <Row label={t('cart:settlement.summary.tax')} value={money(order.tax)} />
        <Row label={t('cart:settlement.summary.discount')} value={money(order.discount)} />
        <Row label={t('cart:settlement.summary.handlingFee')} value={money(order.handlingFee)} />
        <Row label={t('cart:settlement.summary.serviceFee')} value={money(order.serviceFee)} />
        <Row label={t('cart:settlement.summary.total')} value={money(order.total)} strong testId="summary-order-total" />
      </Stack>
    </Paper>
  );
}

/** The checkout summary of docs/product-rules.md: per seller and in total, as the server priced it. */
export function OrderSummary({ preview }: { preview: CheckoutPreview }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Stack spacing={1.5}>
      {preview.orders.map((o) => <SellerOrder key={o.sellerId} order={o} />)}
      <Paper variant="outlined" sx={{ padding: 2 }}>
        <Row label={t('cart:settlement.summary.grandTotal')} value={money(Money.fromWire(preview.total))} strong testId="summary-total" />
      </Paper>
    </Stack>
  );
}
