import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import { useCartRestored, useStoredCart } from '../../shared/utils/cart-store';
import type { CartLinks } from '../cart-links';
import { CartDrawer } from './cart-drawer';

export interface CartFloaterProps {
  /** The route paths the floating cart button shows on (docs/product-rules.md); others show none. */
  pages: readonly string[];
  links: Pick<CartLinks, 'settlement' | 'goods' | 'home' | 'login'>;
}

/** The floating cart button and its drawer, for signed-in buyers on the listed pages only. */
export function CartFloater({ pages, links }: CartFloaterProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { signedIn, user } = useCurrentUser();
  const stored = useStoredCart(user?.usercode);
  const count = useCartRestored() ? stored.length : 0;
  const [open, setOpen] = useState(false);
  const shown = signedIn && pages.includes(pathname);
  return (
    <>
      {shown && (
        <Fab
          color="primary"
          aria-label={t('cart:cart.open')}
          onClick={() => setOpen(true)}
          data-testid="cart-floater"
          sx={{ position: 'fixed', insetInlineEnd: 24, insetBlockEnd: 96, zIndex: 'speedDial' }}
        >
          <Badge badgeContent={count} color="secondary" max={99}><ShoppingCartOutlinedIcon /></Badge>
        </Fab>
      )}
      {/* Stays mounted while open even after a sign-out elsewhere, so it can close itself. */}
      <CartDrawer open={open && signedIn} onClose={() => setOpen(false)} links={links} />
    </>
  );
}
