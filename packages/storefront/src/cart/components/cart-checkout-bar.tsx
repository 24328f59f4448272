import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useToast } from '@mall/ui/toast-provider';
import type { CartLinks } from '../cart-links';
import type { Cart } from '../hooks/use-cart';
import { useFormatMoney } from '../hooks/use-format-money';

export interface CartCheckoutBarProps {
  cart: Cart;
  links: Pick<CartLinks, 'settlement'>;
  /** Runs before going to checkout (the drawer closes). */
  onCheckout?: () => void;
}

/** Select all, the checked total and the checkout button; checkout is refused with nothing checked or a zero total. */
export function CartCheckoutBar({ cart, links, onCheckout }: CartCheckoutBarProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const money = useFormatMoney();
  const checkout = () => {
    if (!cart.checkout()) {
      toast.show(t('cart:cart.nothingChecked'), 'warning');
      return;
    }
    onCheckout?.();
    void navigate(links.settlement);
  };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <FormControlLabel
        control={<Checkbox checked={cart.allChecked} indeterminate={cart.someChecked && !cart.allChecked} onChange={(e) => cart.toggleAll(e.target.checked)} />}
        label={t('cart:cart.selectAll')}
        sx={{ marginInlineEnd: 'auto' }}
      />
      <Stack sx={{ alignItems: 'flex-end' }}>
        <Typography variant="caption" color="text.secondary">{t('cart:cart.total')}</Typography>
        <Typography variant="subtitle1" component="p" data-testid="cart-total" sx={{ color: 'primary.main', fontWeight: 700, lineHeight: 1.2 }}>
          <bdi>{money(cart.total)}</bdi>
        </Typography>
      </Stack>
      <Button variant="contained" onClick={checkout}>{t('cart:cart.checkout')}</Button>
    </Stack>
  );
}
