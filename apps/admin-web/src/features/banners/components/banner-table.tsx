import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@mall/backoffice/shared/list-table';
import type { AdminBanner } from '@mall/api-client/catalogue-staff';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { useBanners } from '../api/get-banners';
import { useDeleteBanner } from '../api/delete-banner';
import { BannerDialog } from './banner-dialog';

type Site = 'pc' | 'h5';

/** The banners of one site (desktop or mobile) in display order, main slot first, with create, edit and delete. */
export function BannerTable() {
  const { t } = useTranslation();
  const toast = useToast();
  const banners = useBanners();
  const [site, setSite] = useState<Site>('pc');
  const [editing, setEditing] = useState<{ banner?: AdminBanner } | null>(null);
  const [deleting, setDeleting] = useState<AdminBanner | null>(null);
  const remove = useDeleteBanner({ onSuccess: () => { toast.show(t('admin:banners.deleted'), 'success'); setDeleting(null); } });
  const rows = (banners.data ?? []).filter((b) => b.type === site).sort((a, b) => b.imgType - a.imgType || a.sort - b.sort);
  const slot = (b: AdminBanner) => (b.imgType === 1 ? t('admin:banners.slots.main') : t('admin:banners.slots.side'));

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ marginBlockEnd: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup exclusive size="small" value={site} onChange={(_, v: Site | null) => { if (v) setSite(v); }} aria-label={t('admin:banners.fields.type')}>
          <ToggleButton value="pc">{t('admin:banners.types.pc')}</ToggleButton>
          <ToggleButton value="h5">{t('admin:banners.types.h5')}</ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ flex: 1 }} />
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>{t('admin:banners.create')}</Button>
      </Stack>
      <ListTable
        query={banners}
        label={t('admin:banners.title')}
        emptyMessage={t('admin:banners.empty')}
        columns={[
          t('admin:banners.fields.image'),
          t('admin:banners.fields.imgType'),
          t('admin:banners.fields.link'),
          t('admin:banners.fields.sort'),
          t('admin:banners.status'),
          t('backoffice:common.actions'),
        ]}
        rows={rows.map((b) => (
          <TableRow key={b.id} hover>
            <TableCell>
              <Box component="img" src={b.imgUrl} alt={t('admin:banners.imageAlt', { slot: slot(b), n: b.sort })} sx={{ width: 160, height: 56, objectFit: 'cover', borderRadius: 1, display: 'block', backgroundColor: 'action.hover' }} />
            </TableCell>
            <TableCell>{slot(b)}</TableCell>
            <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}><bdi>{b.link || '--'}</bdi></TableCell>
            <TableCell>{b.sort}</TableCell>
            <TableCell>
              <Chip size="small" color={b.enabled ? 'success' : 'default'} label={b.enabled ? t('admin:banners.shown') : t('admin:banners.hidden')} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => setEditing({ banner: b })}>{t('backoffice:common.edit')}</Button>
              <Button size="small" color="error" onClick={() => setDeleting(b)}>{t('admin:common.delete')}</Button>
            </TableCell>
          </TableRow>
        ))}
      />
      {editing && <BannerDialog banner={editing.banner} defaultType={site} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('admin:banners.confirmDeleteTitle')}
        message={t('admin:banners.confirmDelete')}
        confirmLabel={t('admin:common.delete')}
        destructive
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => { if (deleting) remove.mutate(deleting.id); }}
      />
    </>
  );
}
