import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { REASONS } from '../utils/order-labels';

export interface ReasonChoiceProps {
  /** The chosen reason code 1..9, or 0 for none yet. */
  value: number;
  onChange: (code: number) => void;
  label: string;
  /** Translated message of a failed rule. */
  error?: string;
  disabled?: boolean;
}

/** The nine cancel / return reasons of docs/product-rules.md as radio buttons; answers the code. */
export function ReasonChoice({ value, onChange, label, error, disabled = false }: ReasonChoiceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)} disabled={disabled} required>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value ? String(value) : ''} onChange={(_, v) => onChange(Number(v))}>
        {REASONS.map((r) => (
          <FormControlLabel key={r.code} value={String(r.code)} control={<Radio size="small" />} label={t(`orders:reasons.${r.key}`)} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
