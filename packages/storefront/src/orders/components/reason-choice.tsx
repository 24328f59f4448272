import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { CANCEL_REASONS, REASONS } from '../utils/order-labels';

export interface ReasonChoiceProps {
  /** `cancel`: the reasons for cancelling an unpaid order; `afterSales`: those of a refund or return. */
  kind: 'cancel' | 'afterSales';
  /** The chosen reason code, or 0 for none yet. */
  value: number;
  onChange: (code: number) => void;
  label: string;
  /** Translated message of a failed rule. */
  error?: string;
  disabled?: boolean;
}

/** The cancel or the after-sales reasons of docs/product-rules.md as radio buttons; answers the code. */
export function ReasonChoice({ kind, value, onChange, label, error, disabled = false }: ReasonChoiceProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const options = kind === 'cancel'
    ? CANCEL_REASONS.map((r) => ({ code: r.code, label: t(`orders:cancelReasons.${r.key}`) }))
    : REASONS.map((r) => ({ code: r.code, label: t(`orders:reasons.${r.key}`) }));
  return (
    <FormControl error={Boolean(error)} disabled={disabled} required>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup aria-labelledby={labelId} value={value ? String(value) : ''} onChange={(_, v) => onChange(Number(v))}>
        {options.map((r) => (
          <FormControlLabel key={r.code} value={String(r.code)} control={<Radio size="small" />} label={r.label} />
        ))}
      </RadioGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
