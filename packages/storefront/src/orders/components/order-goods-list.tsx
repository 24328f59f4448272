import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderGoods } from '@mall/api-client/orders';
import { usePrice } from '../hooks/use-price';

/** An order's product lines: picture, name, variant, quantity, unit price and line total. */
export function OrderGoodsList({ goods }: { goods: readonly OrderGoods[] }) {
  const { t } = useTranslation();
  const price = usePrice();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {goods.map((g) => (
        <Stack component="li" key={g.id} direction="row" spacing={1.5} aria-label={g.goodsName} data-testid="order-line" sx={{ alignItems: 'flex-start' }}>
          <Box
            component="img"
            src={g.goodsIcon}
            alt=""
            loading="lazy"
            sx={{ width: { xs: 64, md: 80 }, height: { xs: 64, md: 80 }, flexShrink: 0, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
          />
          <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.25}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{g.goodsName}</Typography>
            {g.attributes.length > 0 && <Typography variant="caption" color="text.secondary">{g.attributes.join(' · ')}</Typography>}
            <Typography variant="caption" color="text.secondary">
              {t('orders:detail.unitPrice')}: <bdi>{price(g.sellingPrice)}</bdi> · {t('orders:detail.quantity')}: <bdi>{g.goodsNum}</bdi>
            </Typography>
          </Stack>
          <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
            <Typography variant="caption" color="text.secondary">{t('orders:detail.lineTotal')}</Typography>
            <Typography variant="body2" dir="ltr" sx={{ fontWeight: 600 }}>{price(g.goodsReal)}</Typography>
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
