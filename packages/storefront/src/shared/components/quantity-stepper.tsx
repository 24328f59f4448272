import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { clampQuantity } from '@mall/domain/cart';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** A whole quantity between min and max: minus, a typed number (checked when leaving the field), plus. */
export function QuantityStepper({ value, min, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(String(value));
  useEffect(() => { setText(String(value)); }, [value]);
  const commit = () => {
    const next = clampQuantity(Number(text), min, max);
    setText(String(next));
    if (next !== value) onChange(next);
  };
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <IconButton size="small" aria-label={t('catalogue:product.decrease')} disabled={disabled || value <= min} onClick={() => onChange(clampQuantity(value - 1, min, max))}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <InputBase
        value={text}
        disabled={disabled}
        onChange={(e) => setText(e.target.value.replace(/\D/g, ''))}
        onBlur={commit}
        onKeyDown={(e) => { if (e.key === 'Enter') commit(); }}
        inputProps={{ 'aria-label': t('catalogue:product.quantity'), inputMode: 'numeric', dir: 'ltr', style: { textAlign: 'center', width: 48 } }}
      />
      <IconButton size="small" aria-label={t('catalogue:product.increase')} disabled={disabled || value >= max} onClick={() => onChange(clampQuantity(value + 1, min, max))}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
