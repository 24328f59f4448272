import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import type { Purchase } from '../hooks/use-purchase';
import { PriceTag } from './price-tag';
import { QuantityStepper } from '../../shared/components/quantity-stepper';
import { VariantPicker } from './variant-picker';

/** Price of the chosen variant, the variant choices and the quantity. */
export function PurchaseOptions({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <PriceTag price={purchase.price} sellingPrice={purchase.sellingPrice} size="large" />
      <VariantPicker attrs={purchase.attrs} skus={purchase.skus} selection={purchase.selection} onToggle={purchase.toggle} />
      <Stack spacing={0.5}>
        <Typography variant="body2" color="text.secondary">{t('catalogue:product.quantity')}</Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <QuantityStepper value={purchase.quantity} min={purchase.buyMin} max={purchase.max} onChange={purchase.setQuantity} disabled={purchase.outOfStock} />
          <Typography variant="caption" color={purchase.outOfStock ? 'error' : 'text.secondary'} data-testid="stock">
            {purchase.outOfStock ? t('catalogue:product.outOfStock') : t('catalogue:product.stock', { count: purchase.stock })}
          </Typography>
          {purchase.buyMin > 1 && <Typography variant="caption" color="text.secondary">{t('catalogue:product.minBuy', { count: purchase.buyMin })}</Typography>}
        </Stack>
      </Stack>
    </Stack>
  );
}

/** "Add to cart" and "Buy now". */
export function PurchaseActions({ purchase, fullWidth = false }: { purchase: Purchase; fullWidth?: boolean }) {
  const { t } = useTranslation();
  return (
    // Full width (a phone's bottom bar): both buttons share the room left and a long label wraps
    // instead of pushing the second button off the screen.
    <Stack direction="row" spacing={fullWidth ? 1 : 1.5} sx={{ width: fullWidth ? '100%' : undefined }}>
      <Button
        variant="outlined"
        size={fullWidth ? 'medium' : 'large'}
        startIcon={fullWidth ? undefined : <AddShoppingCartIcon />}
        disabled={purchase.outOfStock}
        onClick={() => void purchase.addToCart()}
        sx={fullWidth ? { flex: 1, minWidth: 0, paddingInline: 1, lineHeight: 1.2 } : { whiteSpace: 'nowrap' }}
      >
        {t('catalogue:product.addToCart')}
      </Button>
      <Button
        variant="contained"
        size={fullWidth ? 'medium' : 'large'}
        disabled={purchase.outOfStock}
        onClick={() => void purchase.buyNow()}
        sx={fullWidth ? { flex: 1, minWidth: 0, paddingInline: 1, lineHeight: 1.2 } : { whiteSpace: 'nowrap' }}
      >
        {t('catalogue:product.buyNow')}
      </Button>
    </Stack>
  );
}
