import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { draftOf, type Address } from '@mall/api-client/address';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { EmptyState } from '@mall/ui/empty-state';
import { useToast } from '@mall/ui/toast-provider';
import { useAddresses, useDeleteAddress } from '../api/addresses';
import { AddressCard } from './address-card';
import { AddressForm } from './address-form';

export interface AddressBookProps {
  /**
   * Shows the page heading beside the add button (desktop). Leave it off where the page's app bar
   * already holds the title (mobile): the add button then spans the width.
   */
  withHeading?: boolean;
}

/** The address book: list, add, edit in place, delete after confirmation. */
export function AddressBook({ withHeading = false }: AddressBookProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const list = useAddresses();
  const remove = useDeleteAddress();
  // 'new' while adding, an id while editing that address in place.
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const saved = () => {
    toast.show(t('account:address.saved'), 'success');
    setEditing(null);
  };

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} disabled={editing === 'new'} fullWidth={!withHeading}>
      {t('account:address.add')}
    </Button>
  );

  return (
    <Stack spacing={2}>
      {withHeading ? (
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1">{t('account:setup.shippingAddress.title')}</Typography>
          {addButton}
        </Stack>
      ) : addButton}
      {editing === 'new' && <AddressForm key="new" onSaved={saved} onCancel={() => setEditing(null)} />}
      {list.isPending && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('common:feedback.loading')} />}
      {list.isSuccess && list.data.length === 0 && editing !== 'new' && <EmptyState message={t('account:address.empty')} />}
      {list.data?.map((a) => (editing === a.id
        ? <AddressForm key={a.id} id={a.id} initial={draftOf(a)} onSaved={saved} onCancel={() => setEditing(null)} />
        : <AddressCard key={a.id} address={a} onEdit={() => setEditing(a.id)} onDelete={() => setDeleting(a)} />))}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('account:address.deleteTitle')}
        message={t('account:address.deleteMessage', { name: deleting?.contacts ?? '' })}
        confirmLabel={t('common:actions.delete')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate(deleting.id, {
            onSuccess: () => toast.show(t('account:address.deleted'), 'success'),
            onSettled: () => setDeleting(null),
          });
        }}
      />
    </Stack>
  );
}
