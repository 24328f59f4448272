import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SaleTermsDraft, SaleTermsError } from '../utils/sale-terms';

export interface SaleTermsFieldsProps {
  value: SaleTermsDraft;
  onChange: (next: SaleTermsDraft) => void;
  /** Errors to show (already filtered to the touched state). */
  errors: Partial<Record<keyof SaleTermsDraft, SaleTermsError>>;
  /** Price and stock come from the SKU table: only the minimum purchase is asked. */
  onlyBuyMin?: boolean;
}

const money = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> }, htmlInput: { inputMode: 'decimal' as const, dir: 'ltr' } };
const whole = { htmlInput: { inputMode: 'numeric' as const, dir: 'ltr' } };

/** Selling price, optional discount price, minimum purchase and stock of a product. */
export function SaleTermsFields({ value, onChange, errors, onlyBuyMin = false }: SaleTermsFieldsProps) {
  const { t } = useTranslation();
  const set = (k: keyof SaleTermsDraft) => (e: React.ChangeEvent<HTMLInputElement>) => onChange({ ...value, [k]: e.target.value });
  const error = (k: keyof SaleTermsDraft) => (errors[k] ? t(`seller:goods.errors.${errors[k]}`) : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {!onlyBuyMin && (
        <>
          <TextField label={t('seller:goods.fields.sellingPrice')} value={value.sellingPrice} onChange={set('sellingPrice')} error={Boolean(errors.sellingPrice)} helperText={error('sellingPrice')} required slotProps={money} />
          <TextField label={t('seller:goods.fields.discountPrice')} value={value.discountPrice} onChange={set('discountPrice')} error={Boolean(errors.discountPrice)} helperText={error('discountPrice') ?? t('seller:goods.hints.discountPrice')} slotProps={money} />
        </>
      )}
      <TextField label={t('seller:goods.fields.buyMin')} value={value.buyMin} onChange={set('buyMin')} error={Boolean(errors.buyMin)} helperText={error('buyMin')} required slotProps={whole} />
      {!onlyBuyMin && (
        <TextField label={t('seller:goods.fields.stock')} value={value.stock} onChange={set('stock')} error={Boolean(errors.stock)} helperText={error('stock')} required slotProps={whole} />
      )}
    </Box>
  );
}
