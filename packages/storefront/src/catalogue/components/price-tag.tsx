import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useFormatPrice } from '../hooks/use-format-price';

export interface PriceTagProps {
  /** The price to pay. */
  price: number;
  /** The selling price, struck through when above the price. */
  sellingPrice: number;
  size?: 'small' | 'large';
}

/** The price to pay, with the struck-through selling price and the discount when there is one. */
export function PriceTag({ price, sellingPrice, size = 'small' }: PriceTagProps) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const discounted = sellingPrice > price;
  const percent = discounted && sellingPrice > 0 ? Math.round((1 - price / sellingPrice) * 100) : 0;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
      <Typography
        component="span"
        data-testid="price"
        sx={{ color: 'primary.main', fontWeight: 700, fontSize: size === 'large' ? '1.75rem' : '1.05rem' }}
      >
        <bdi>{format(price)}</bdi>
      </Typography>
      {discounted && (
        <>
          <Typography component="del" variant={size === 'large' ? 'body1' : 'caption'} color="text.secondary" aria-label={t('catalogue:price.original', { price: format(sellingPrice) })}>
            <bdi>{format(sellingPrice)}</bdi>
          </Typography>
          {percent > 0 && <Chip size="small" color="secondary" label={t('catalogue:price.off', { percent })} sx={{ height: 20, fontSize: 12 }} />}
        </>
      )}
    </Box>
  );
}
