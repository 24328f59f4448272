import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Address } from '@mall/api-client/address';

export interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
}

/** One saved address with its default flag and edit/delete actions. */
export function AddressCard({ address: a, onEdit, onDelete }: AddressCardProps) {
  const { t } = useTranslation();
  const region = [a.city, a.province, a.country].filter(Boolean).join(', ');
  return (
    <Paper variant="outlined" component="article" aria-label={a.contacts} data-testid="address-card" sx={{ padding: 2.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', marginBlockEnd: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{a.contacts}</Typography>
        <Typography variant="body2" color="text.secondary"><bdi>+{a.phone}</bdi></Typography>
        {a.use === 1 && <Chip size="small" color="primary" label={t('account:address.default')} />}
      </Stack>
      <Typography variant="body2">{a.address}</Typography>
      <Typography variant="body2" color="text.secondary">{region} {a.postcode}</Typography>
      {a.email && <Typography variant="body2" color="text.secondary">{a.email}</Typography>}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', marginBlockStart: 1 }}>
        <Button size="small" onClick={onEdit}>{t('common:actions.edit')}</Button>
        <Button size="small" color="error" onClick={onDelete}>{t('common:actions.delete')}</Button>
      </Stack>
    </Paper>
  );
}
