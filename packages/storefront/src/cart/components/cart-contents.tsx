import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { EmptyState } from '@mall/ui/empty-state';
import type { CartLinks } from '../cart-links';
import type { Cart } from '../hooks/use-cart';
import { CartGroups } from './cart-groups';

/** The cart's body: a sign-in prompt for guests, a wait while it is restored, empty, or the seller groups. */
export function CartContents({ cart, links, onLeave }: { cart: Cart; links: Pick<CartLinks, 'goods' | 'home' | 'login'>; onLeave?: () => void }): ReactNode {
  const { t } = useTranslation();
  if (!cart.signedIn) {
    return (
      <EmptyState
        icon={<ShoppingCartOutlinedIcon />}
        message={t('cart:cart.signInPrompt')}
        action={<Button variant="contained" component={RouterLink} to={links.login} onClick={onLeave}>{t('cart:cart.signIn')}</Button>}
      />
    );
  }
  if (!cart.ready) {
    return <Box sx={{ display: 'grid', placeItems: 'center', paddingBlock: 6 }}><CircularProgress aria-label={t('cart:cart.loading')} /></Box>;
  }
  if (cart.lines.length === 0) {
    return (
      <EmptyState
        icon={<ShoppingCartOutlinedIcon />}
        message={t('cart:cart.empty')}
        action={<Button component={RouterLink} to={links.home} onClick={onLeave}>{t('cart:cart.goShopping')}</Button>}
      />
    );
  }
  return <CartGroups cart={cart} links={links} />;
}
