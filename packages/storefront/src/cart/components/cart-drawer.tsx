import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { CartLinks } from '../cart-links';
import { useCart } from '../hooks/use-cart';
import { CartCheckoutBar } from './cart-checkout-bar';
import { CartContents } from './cart-contents';

/** docs/product-rules.md: the cart drawer is 400 px wide. */
export const CART_DRAWER_WIDTH = 400;

export interface CartDrawerProps {
  open: boolean;
  onClose: () => void;
  links: Pick<CartLinks, 'settlement' | 'goods' | 'home' | 'login'>;
}

/**
 * The cart in a drawer at the inline end (MUI flips the anchor for right-to-left); as a modal it
 * locks the page's scrolling while open (docs/product-rules.md).
 */
export function CartDrawer({ open, onClose, links }: CartDrawerProps) {
  const { t } = useTranslation();
  const cart = useCart();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('cart:cart.title'), role: 'dialog', sx: { width: CART_DRAWER_WIDTH, maxWidth: '100vw', display: 'flex', flexDirection: 'column' } } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', paddingInline: 2, paddingBlock: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>{t('cart:cart.title')}</Typography>
        <IconButton aria-label={t('cart:cart.close')} onClick={onClose} edge="end"><CloseIcon /></IconButton>
      </Stack>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', padding: 2 }}>
        <CartContents cart={cart} links={links} onLeave={onClose} />
      </Box>
      {cart.ready && cart.lines.length > 0 && (
        <>
          <Divider />
          <Box sx={{ paddingInline: 2, paddingBlock: 1.5 }}>
            <CartCheckoutBar cart={cart} links={links} onCheckout={onClose} />
          </Box>
        </>
      )}
    </Drawer>
  );
}
