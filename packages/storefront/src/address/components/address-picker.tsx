import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { draftOf, type Address } from '@mall/api-client/address';
import { useToast } from '@mall/ui/toast-provider';
import { useAddresses } from '../api/addresses';
import { AddressForm } from './address-form';

export interface AddressPickerProps {
  /** The chosen address id; null before one is chosen. */
  value: string | null;
  onChange: (id: string | null) => void;
}

/** The address a new list leaves chosen: the current one if still there, else the default, else the first. */
export function pickAddress(list: readonly Address[], current: string | null): string | null {
  if (current && list.some((a) => a.id === current)) return current;
  return (list.find((a) => a.use === 1) ?? list[0])?.id ?? null;
}

/** Chooses the delivery address of an order, with add and edit in place (the address book's form). */
export function AddressPicker({ value, onChange }: AddressPickerProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const list = useAddresses();
  // 'new' while adding, an id while editing that address in place.
  const [editing, setEditing] = useState<string | null>(null);
  useEffect(() => {
    if (!list.data) return;
    const next = pickAddress(list.data, value);
    if (next !== value) onChange(next);
  }, [list.data, value, onChange]);
  const saved = () => {
    toast.show(t('account:address.saved'), 'success');
    setEditing(null);
  };

  return (
    <Stack spacing={1.5}>
      {list.isPending && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('common:feedback.loading')} />}
      {list.isSuccess && list.data.length === 0 && editing !== 'new' && <Typography color="text.secondary">{t('account:address.empty')}</Typography>}
      {list.data?.map((a) => (editing === a.id
        ? <AddressForm key={a.id} id={a.id} initial={draftOf(a)} onSaved={saved} onCancel={() => setEditing(null)} />
        : (
          <Paper
            key={a.id}
            variant="outlined"
            data-testid="address-option"
            sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, padding: 1.5, borderColor: value === a.id ? 'primary.main' : 'divider' }}
          >
            <Radio checked={value === a.id} onChange={() => onChange(a.id)} value={a.id} slotProps={{ input: { 'aria-label': a.contacts } }} sx={{ marginBlockStart: -0.5 }} />
            <Stack sx={{ flex: 1, minWidth: 0, cursor: 'pointer' }} onClick={() => onChange(a.id)}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography variant="subtitle2" component="span">{a.contacts}</Typography>
                <Typography variant="body2" color="text.secondary" component="span"><bdi>+{a.phone}</bdi></Typography>
                {a.use === 1 && <Chip size="small" color="primary" label={t('account:address.default')} />}
              </Stack>
              <Typography variant="body2">{a.address}</Typography>
              <Typography variant="body2" color="text.secondary">{[a.city, a.province, a.country].filter(Boolean).join(', ')} {a.postcode}</Typography>
            </Stack>
            <Button size="small" onClick={() => setEditing(a.id)} aria-label={`${t('common:actions.edit')} ${a.contacts}`}>{t('common:actions.edit')}</Button>
          </Paper>
        )))}
      {editing === 'new'
        ? <AddressForm key="new" onSaved={saved} onCancel={() => setEditing(null)} />
        : (
          <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ alignSelf: 'flex-start' }}>
            {t('account:address.add')}
          </Button>
        )}
    </Stack>
  );
}
