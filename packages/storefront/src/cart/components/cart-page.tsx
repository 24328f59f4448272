import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import type { CartLinks } from '../cart-links';
import { useCart } from '../hooks/use-cart';
import { CartCheckoutBar } from './cart-checkout-bar';
import { CartContents } from './cart-contents';

export interface CartPageProps {
  links: Pick<CartLinks, 'settlement' | 'goods' | 'home' | 'login'>;
  /** Space kept below the checkout bar (the mobile tab bar's height). */
  bottomOffset?: number;
}

/** The cart as a page (mobile): seller groups and a checkout bar held at the bottom. */
export function CartPage({ links, bottomOffset = 0 }: CartPageProps) {
  const { t } = useTranslation();
  const cart = useCart();
  usePageTitle(t('cart:cart.title'));
  return (
    <Stack component="main" spacing={2} sx={{ padding: 2 }}>
      <Typography variant="h5" component="h1">{t('cart:cart.title')}</Typography>
      <CartContents cart={cart} links={links} />
      {cart.ready && cart.lines.length > 0 && (
        <Box sx={{ position: 'sticky', insetBlockEnd: bottomOffset, zIndex: 'appBar' }}>
          <Paper elevation={4} sx={{ paddingInline: 1.5, paddingBlock: 1 }}>
            <CartCheckoutBar cart={cart} links={links} />
          </Paper>
        </Box>
      )}
    </Stack>
  );
}
