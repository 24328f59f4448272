import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { CartLinks } from '../cart-links';
import type { Cart } from '../hooks/use-cart';
import { useFormatMoney } from '../hooks/use-format-money';
import { CartLineItem } from './cart-line-item';

/** The cart's lines per seller, each group with its check-all box (indeterminate when partly checked) and subtotal. */
export function CartGroups({ cart, links }: { cart: Cart; links: Pick<CartLinks, 'goods'> }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Stack spacing={1.5}>
      {cart.groups.map((g) => (
        <Paper key={g.sellerId} variant="outlined" component="section" aria-label={g.title} data-testid="cart-group" sx={{ paddingInline: 1.5, paddingBlock: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Checkbox
              checked={g.checkAll}
              indeterminate={g.isIndeterminate}
              onChange={(e) => cart.toggleSeller(g.sellerId, e.target.checked)}
              slotProps={{ input: { 'aria-label': t('cart:cart.selectSeller', { seller: g.title }) } }}
              sx={{ marginInlineStart: -1 }}
            />
            <StorefrontOutlinedIcon fontSize="small" color="action" />
            <Typography variant="subtitle2" component="h3" noWrap sx={{ flex: 1 }}>{g.title}</Typography>
          </Stack>
          <Divider />
          <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {g.checkList.map((l) => (
              <CartLineItem
                key={l.identifier}
                line={l}
                max={cart.maxBuy}
                href={links.goods(l.sellerGoodsId)}
                onToggle={(checked) => cart.toggleLine(l.identifier, checked)}
                onCount={(count) => cart.setCount(l.identifier, count)}
                onRemove={() => cart.remove(l.identifier)}
              />
            ))}
          </Box>
          <Stack direction="row" sx={{ justifyContent: 'flex-end', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">{t('cart:cart.subtotal')}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="cart-group-total"><bdi>{money(g.checkTotal)}</bdi></Typography>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
