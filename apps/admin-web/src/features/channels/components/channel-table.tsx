import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@mall/backoffice/shared/list-table';
import type { AdminChannel } from '@mall/api-client/wallet-staff';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { useChannels } from '../api/get-channels';
import { ChannelDialog } from './channel-dialog';

/** The recharge and withdrawal channels, in their display order, with create and edit. */
export function ChannelTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const channels = useChannels();
  const [editing, setEditing] = useState<{ channel?: AdminChannel } | null>(null);
  const rows = [...(channels.data ?? [])].sort((a, b) => a.sort - b.sort);
  const range = (min: number, max: number) => t('admin:channels.range', { min: fmt.amount(min), max: fmt.amount(max) });
  return (
    <>
      <Box sx={{ marginBlockEnd: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>{t('admin:channels.create')}</Button>
      </Box>
      <ListTable
        query={channels}
        label={t('admin:channels.title')}
        emptyMessage={t('admin:channels.empty')}
        columns={[
          t('admin:channels.columns.channel'),
          t('admin:channels.fields.address'),
          t('admin:channels.fields.rate'),
          t('admin:channels.columns.recharge'),
          t('admin:channels.columns.withdraw'),
          t('admin:channels.columns.status'),
          t('admin:channels.fields.sort'),
          t('backoffice:common.actions'),
        ]}
        rows={rows.map((c) => {
          const name = `${c.coin} ${c.blockchain_name}`;
          return (
            <TableRow key={c.id} hover>
              <TableCell>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{c.coin} · {c.blockchain_name}</Typography>
                <Typography variant="caption" color="text.secondary">{t(`admin:channels.kinds.${c.kind}`)}</Typography>
              </TableCell>
              <TableCell sx={{ maxWidth: 240 }}><Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>{c.address}</Typography></TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.exact(c.rate)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{t('admin:channels.feeValue', { fee: fmt.amount(c.fee) })}</Typography>
                <Typography variant="caption" color="text.secondary">{range(c.recharge_limit_min, c.recharge_limit_max)}</Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Typography variant="body2">{t('admin:channels.feeValue', { fee: fmt.amount(c.withdraw_fee) })}</Typography>
                <Typography variant="caption" color="text.secondary">{range(c.withdraw_limit_min, c.withdraw_limit_max)}</Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" color={c.enabled === 1 ? 'success' : 'default'} label={c.enabled === 1 ? t('admin:channels.enabled') : t('admin:channels.disabled')} />
              </TableCell>
              <TableCell>{c.sort}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => setEditing({ channel: c })} aria-label={t('admin:common.editNamed', { name })}>{t('backoffice:common.edit')}</Button>
              </TableCell>
            </TableRow>
          );
        })}
      />
      {editing && <ChannelDialog channel={editing.channel} onClose={() => setEditing(null)} />}
    </>
  );
}
