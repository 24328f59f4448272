import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import StarOutline from '@mui/icons-material/StarOutlined';
import { useTranslation } from 'react-i18next';
import type { AdminStoreRow, StoreStatus } from '@mall/api-client/catalogue-staff';
import { PagedQueryTable } from '@mall/backoffice/shared/paged-query-table';
import { SelectFilter } from '@mall/backoffice/shared/select-filter';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { usePagedSearch } from '@mall/backoffice/shared/use-paging';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { formatTime } from '../../../lib/format-time';
import { useApproveStore } from '../api/approve-store';
import { useDisableStore } from '../api/disable-store';
import { useEnableStore } from '../api/enable-store';
import { useStores } from '../api/get-stores';
import { useSetStoreRecommended } from '../api/set-store-recommended';
import { GoodsFlagsDialog } from './goods-flags-dialog';
import { SearchField } from '@mall/ui/search-field';

const STATUSES: readonly StoreStatus[] = ['pending', 'active', 'disabled'];
const colours = { pending: 'warning', active: 'success', disabled: 'default' } as const;
type Action = 'approve' | 'disable' | 'enable';

/** Stores with search and a status filter: approve pending ones, disable or enable, and the recommended flag. */
export function StoreTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  const { paging, search, query } = usePagedSearch();
  const [status, setStatus] = useState<StoreStatus | ''>('');
  const stores = useStores({ ...query, status });
  const [pending, setPending] = useState<{ store: AdminStoreRow; action: Action } | null>(null);
  const [flagsOpen, setFlagsOpen] = useState(false);
  const done = () => {
    if (pending) toast.show(t(`admin:stores.done.${pending.action}`, { name: pending.store.name }), 'success');
    setPending(null);
  };
  const approve = useApproveStore({ onSuccess: done });
  const disable = useDisableStore({ onSuccess: done });
  const enable = useEnableStore({ onSuccess: done });
  const recommend = useSetStoreRecommended({ onSuccess: (isRec) => toast.show(t(isRec ? 'admin:stores.recommendedOn' : 'admin:stores.recommendedOff'), 'success') });
  // The switch follows the click at once; the reloaded list (or a failure) settles it.
  const [recOverride, setRecOverride] = useState<Record<string, boolean>>({});
  const setRec = (id: string, on: boolean) => {
    setRecOverride((o) => ({ ...o, [id]: on }));
    recommend.mutate({ id, isRec: on ? 1 : 0 }, { onSettled: () => setRecOverride(({ [id]: _done, ...rest }) => rest) });
  };
  const busy = approve.isPending || disable.isPending || enable.isPending;
  const run = () => {
    if (!pending) return;
    ({ approve, disable, enable })[pending.action].mutate(pending.store.id);
  };

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ marginBlockEnd: 2 }}>
        <SearchField label={t('admin:stores.search')} placeholder={t('admin:stores.searchPlaceholder')} {...search} />
        <SelectFilter
          label={t('admin:stores.statusFilter')} allLabel={t('admin:stores.allStatuses')} sx={{ minWidth: 200 }}
          value={status} onChange={paging.resetting(setStatus)}
          options={STATUSES.map((s) => ({ value: s, label: t(`admin:stores.statuses.${s}`) }))}
        />
        <Box sx={{ flex: 1 }} />
        <Button variant="outlined" startIcon={<StarOutline />} onClick={() => setFlagsOpen(true)}>{t('admin:goodsFlags.open')}</Button>
      </Stack>
      <PagedQueryTable
        query={stores}
        paging={paging}
        label={t('admin:stores.title')}
        columns={[
          t('admin:stores.columns.name'), t('admin:stores.columns.seller'), t('admin:stores.columns.status'), t('admin:stores.columns.goods'),
          t('admin:stores.columns.sold'), t('admin:stores.columns.followers'), t('admin:stores.columns.recommended'), t('admin:stores.columns.created'), t('backoffice:common.actions'),
        ]}
        row={(s) => (
          <TableRow key={s.id} hover>
            <TableCell sx={{ fontWeight: 600 }}>{s.name}</TableCell>
            <TableCell>{s.sellerEmail}</TableCell>
            <TableCell><Chip size="small" color={colours[s.status]} label={t(`admin:stores.statuses.${s.status}`)} /></TableCell>
            <TableCell>{fmt.count(s.sellerGoodsNum)}</TableCell>
            <TableCell>{fmt.count(s.soldNum)}</TableCell>
            <TableCell>{fmt.count(s.focusNum)}</TableCell>
            <TableCell>
              <Switch
                size="small"
                checked={recOverride[s.id] ?? s.isRec === 1}
                disabled={s.id in recOverride}
                onChange={(e) => setRec(s.id, e.target.checked)}
                slotProps={{ input: { 'aria-label': t('admin:stores.recommendNamed', { name: s.name }) } }}
              />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{formatTime(s.createTime)}</bdi></TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {s.status === 'pending' && (
                <Button size="small" variant="contained" onClick={() => setPending({ store: s, action: 'approve' })} aria-label={t('admin:stores.approveNamed', { name: s.name })}>{t('admin:stores.approve')}</Button>
              )}
              {s.status === 'active' && (
                <Button size="small" color="error" onClick={() => setPending({ store: s, action: 'disable' })} aria-label={t('admin:stores.disableNamed', { name: s.name })}>{t('admin:stores.disable')}</Button>
              )}
              {s.status === 'disabled' && (
                <Button size="small" onClick={() => setPending({ store: s, action: 'enable' })} aria-label={t('admin:stores.enableNamed', { name: s.name })}>{t('admin:stores.enable')}</Button>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog
        open={pending !== null}
        title={pending ? t(`admin:stores.confirm.${pending.action}Title`) : ''}
        message={pending ? t(`admin:stores.confirm.${pending.action}`, { name: pending.store.name }) : ''}
        confirmLabel={pending ? t(`admin:stores.${pending.action}`) : undefined}
        destructive={pending?.action === 'disable'}
        busy={busy}
        onCancel={() => setPending(null)}
        onConfirm={run}
      />
      {flagsOpen && <GoodsFlagsDialog onClose={() => setFlagsOpen(false)} />}
    </>
  );
}
