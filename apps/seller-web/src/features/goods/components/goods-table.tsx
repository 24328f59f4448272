import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Flag, SellerGoodsRow } from '@mall/api-client/catalogue-staff';
import { PagedQueryTable } from '@mall/backoffice/shared/paged-query-table';
import { SelectFilter } from '@mall/backoffice/shared/select-filter';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { usePagedSearch } from '@mall/backoffice/shared/use-paging';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { useGoods } from '../api/get-goods';
import { useShelveGoods } from '../api/shelve-goods';
import { EditGoodsDialog } from './edit-goods-dialog';
import { GoodsThumb } from './goods-thumb';
import { SearchField } from '@mall/ui/search-field';

type ShelfFilter = '' | '1' | '0';

/** The store's goods with search, a shelf filter, editing of the terms and shelve/unshelve. */
export function GoodsTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  const { paging, search, query } = usePagedSearch();
  const [shelf, setShelf] = useState<ShelfFilter>('');
  const goods = useGoods({ ...query, isShelf: shelf === '' ? null : (Number(shelf) as Flag) });
  const [editing, setEditing] = useState<SellerGoodsRow | null>(null);
  const [unshelving, setUnshelving] = useState<SellerGoodsRow | null>(null);
  const shelve = useShelveGoods({
    onSuccess: (isShelf) => {
      toast.show(t(isShelf ? 'seller:goods.shelved' : 'seller:goods.unshelved'), 'success');
      setUnshelving(null);
    },
  });

  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ marginBlockEnd: 2 }}>
        <SearchField label={t('seller:goods.search')} {...search} />
        <SelectFilter
          label={t('seller:goods.shelfFilter')} allLabel={t('seller:goods.shelfAll')} sx={{ minWidth: 180 }}
          value={shelf} onChange={paging.resetting(setShelf)}
          options={[{ value: '1', label: t('seller:goods.onShelf') }, { value: '0', label: t('seller:goods.offShelf') }]}
        />
      </Stack>
      <PagedQueryTable
        query={goods}
        paging={paging}
        label={t('seller:goods.title')}
        columns={[
          t('seller:goods.columns.product'), t('seller:goods.columns.price'), t('seller:goods.columns.buyMin'),
          t('seller:goods.columns.stock'), t('seller:goods.columns.sold'), t('seller:goods.columns.status'), t('backoffice:common.actions'),
        ]}
        row={(g) => (
          <TableRow key={g.id} hover>
            <TableCell>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 220 }}>
                <GoodsThumb src={g.imgUrl1} alt={g.name} />
                <Box sx={{ minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>{g.name}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {g.own ? t('seller:goods.ownGoods') : t('seller:goods.platformGoods')}
                  </Typography>
                </Box>
              </Stack>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {g.discountPrice !== null ? (
                <>
                  <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}><bdi>{fmt.price(g.discountPrice)}</bdi></Typography>{' '}
                  <Typography component="span" variant="caption" color="text.secondary" sx={{ textDecoration: 'line-through' }}><bdi>{fmt.price(g.sellingPrice)}</bdi></Typography>
                </>
              ) : <bdi>{fmt.price(g.sellingPrice)}</bdi>}
            </TableCell>
            <TableCell>{fmt.count(g.buyMin)}</TableCell>
            <TableCell>{fmt.count(g.stock)}</TableCell>
            <TableCell>{fmt.count(g.soldNum)}</TableCell>
            <TableCell>
              <Chip size="small" color={g.isShelf ? 'success' : 'default'} label={g.isShelf ? t('seller:goods.onShelf') : t('seller:goods.offShelf')} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Button size="small" onClick={() => setEditing(g)} aria-label={t('seller:goods.editNamed', { name: g.name })}>{t('backoffice:common.edit')}</Button>
              {g.isShelf ? (
                <Button size="small" color="warning" onClick={() => setUnshelving(g)} aria-label={t('seller:goods.unshelveNamed', { name: g.name })}>{t('seller:goods.unshelve')}</Button>
              ) : (
                <Button size="small" disabled={shelve.isPending} onClick={() => shelve.mutate({ id: g.id, isShelf: 1 })} aria-label={t('seller:goods.shelveNamed', { name: g.name })}>{t('seller:goods.shelve')}</Button>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      {editing && <EditGoodsDialog key={editing.id} goods={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={unshelving !== null}
        title={t('seller:goods.confirmUnshelveTitle')}
        message={t('seller:goods.confirmUnshelve', { name: unshelving?.name ?? '' })}
        confirmLabel={t('seller:goods.unshelve')}
        busy={shelve.isPending}
        onCancel={() => setUnshelving(null)}
        onConfirm={() => { if (unshelving) shelve.mutate({ id: unshelving.id, isShelf: 0 }); }}
      />
    </>
  );
}
