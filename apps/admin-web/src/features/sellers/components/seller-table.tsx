import { useState } from 'react';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@mall/ui/query-state';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { formatTime } from '../../../lib/format-time';
import { useSellers } from '../api/get-sellers';

/** Seller accounts, newest first. */
export function SellerTable() {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const sellers = useSellers({ pageNum, pageSize });
  const statusLabel = (s: string) => (i18n.exists(`admin:sellers.statuses.${s}`) ? t(`admin:sellers.statuses.${s}`) : s);

  return (
    <QueryState isPending={sellers.isPending} isError={sellers.isError} onRetry={() => void sellers.refetch()}>
      <PaginatedTable
        label={t('admin:sellers.title')}
        columns={[t('admin:sellers.storeName'), t('admin:sellers.name'), t('admin:sellers.email'), t('admin:sellers.status'), t('admin:sellers.createTime')]}
        total={sellers.data?.pageInfo.totalElements ?? 0}
        pageNum={pageNum}
        pageSize={pageSize}
        onPage={setPageNum}
        onPageSize={(size) => { setPageSize(size); setPageNum(1); }}
        rows={(sellers.data?.pageList ?? []).map((s) => (
          <TableRow key={s.id} hover>
            <TableCell sx={{ fontWeight: 600 }}>{s.storeName}</TableCell>
            <TableCell>{s.name}</TableCell>
            <TableCell>{s.email}</TableCell>
            <TableCell><Chip size="small" color={s.status === 'active' ? 'success' : 'default'} label={statusLabel(s.status)} /></TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{formatTime(s.createTime)}</bdi></TableCell>
          </TableRow>
        ))}
      />
    </QueryState>
  );
}
