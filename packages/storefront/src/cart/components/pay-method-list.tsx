import { useTranslation } from 'react-i18next';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PayMethod } from '@mall/api-client/orders';

/**
 * The balance pays with the transaction password (`order!pay`), the e-wallet through the configured
 * provider (`order!payByProvider`); a method the server reports closed (cards: no processor ships)
 * shows as not open in the buyer's region.
 */
export const isSelectable = (m: PayMethod) => (m.code === 'balance' || m.code === 'wallet') && m.open === 1;

export interface PayMethodListProps {
  methods: readonly PayMethod[];
  value: PayMethod['code'] | null;
  onChange: (code: PayMethod['code']) => void;
  label: string;
}

/** The payment methods as radio choices; a closed one is disabled with "not open in your region". */
export function PayMethodList({ methods, value, onChange, label }: PayMethodListProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup aria-label={label} value={value ?? ''} onChange={(e) => onChange(e.target.value as PayMethod['code'])}>
      {methods.map((m) => (
        <FormControlLabel
          key={m.code}
          value={m.code}
          disabled={!isSelectable(m)}
          control={<Radio />}
          label={(
            <Stack>
              <span>{t(`cart:settlement.payment.${m.code}`)}</span>
              {!isSelectable(m) && <Typography variant="caption" color="text.secondary">{t('cart:settlement.payment.notOpen')}</Typography>}
            </Stack>
          )}
        />
      ))}
    </RadioGroup>
  );
}
