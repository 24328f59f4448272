import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import { useFormatPrice } from '../hooks/use-format-price';

/** The freight tip, "ships within 24 hours" and the 7-day returns (docs/product-rules.md). */
export function DeliveryFacts({ freightAmount }: { freightAmount: number }) {
  const { t } = useTranslation();
  const format = useFormatPrice();
  const rows = [
    { icon: <LocalShippingOutlinedIcon fontSize="small" />, text: freightAmount > 0 ? t('catalogue:product.freight', { amount: format(freightAmount) }) : t('catalogue:product.freeShipping'), id: 'freight' },
    { icon: <ScheduleOutlinedIcon fontSize="small" />, text: t('catalogue:product.ships24h'), id: 'ships' },
    { icon: <AssignmentReturnOutlinedIcon fontSize="small" />, text: t('catalogue:product.returns'), id: 'returns' },
  ];
  return (
    <Stack spacing={0.75} component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((r) => (
        <Stack key={r.id} component="li" direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }} data-testid={`fact-${r.id}`}>
          {r.icon}
          <Typography variant="body2">{r.text}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
