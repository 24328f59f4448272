import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@mall/ui/query-state';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { formatTime } from '../../../lib/format-time';
import { useAuditLog } from '../api/get-audit-log';
import { auditActionLabelKey, auditActions } from '../audit-actions';
import { formatAuditDetail } from '../format-detail';

const ALL = '';

/** The audit log, newest first, filterable by action. */
export function AuditLogTable() {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [action, setAction] = useState(ALL);
  const log = useAuditLog({ pageNum, pageSize, action });
  const actionLabel = (a: string) => {
    const key = auditActionLabelKey(a);
    return key ? t(`admin:auditLog.actions.${key}`) : a;
  };

  return (
    <>
      <Box sx={{ marginBlockEnd: 2 }}>
        <TextField
          select
          label={t('admin:auditLog.filterAction')}
          value={action}
          onChange={(e) => { setAction(e.target.value); setPageNum(1); }}
          size="small"
          sx={{ minWidth: 280 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value={ALL}>{t('admin:auditLog.allActions')}</MenuItem>
          {auditActions.map((a) => <MenuItem key={a.action} value={a.action}>{t(`admin:auditLog.actions.${a.labelKey}`)}</MenuItem>)}
        </TextField>
      </Box>
      <QueryState isPending={log.isPending} isError={log.isError} onRetry={() => void log.refetch()}>
        <PaginatedTable
          label={t('admin:auditLog.title')}
          columns={[
            t('admin:auditLog.time'), t('admin:auditLog.admin'), t('admin:auditLog.action'),
            t('admin:auditLog.target'), t('admin:auditLog.detail'), t('admin:auditLog.ip'),
          ]}
          total={log.data?.pageInfo.totalElements ?? 0}
          pageNum={pageNum}
          pageSize={pageSize}
          onPage={setPageNum}
          onPageSize={(size) => { setPageSize(size); setPageNum(1); }}
          rows={(log.data?.pageList ?? []).map((e) => (
            <TableRow key={e.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{formatTime(e.createTime)}</bdi></TableCell>
              <TableCell>{e.adminEmail}</TableCell>
              <TableCell>
                <Tooltip title={e.action}><span>{actionLabel(e.action)}</span></Tooltip>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{e.target}</TableCell>
              <TableCell sx={{ wordBreak: 'break-word', maxWidth: 360 }}><bdi>{formatAuditDetail(e.detail)}</bdi></TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{e.ip}</TableCell>
            </TableRow>
          ))}
        />
      </QueryState>
    </>
  );
}
