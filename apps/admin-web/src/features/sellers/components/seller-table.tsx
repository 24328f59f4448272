import { useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { SearchField } from '@mall/ui/search-field';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { useDebouncedValue } from '@mall/backoffice/shared/use-debounced-value';
import { formatTime } from '../../../lib/format-time';
import { useSellers } from '../api/get-sellers';

/** Seller accounts, newest first, searchable by email, name or store name. */
export function SellerTable() {
  const { t, i18n } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [keyword, setKeyword] = useState('');
  const debouncedKeyword = useDebouncedValue(keyword.trim());
  const sellers = useSellers({ pageNum, pageSize, keyword: debouncedKeyword });
  const statusLabel = (s: string) => (i18n.exists(`admin:sellers.statuses.${s}`) ? t(`admin:sellers.statuses.${s}`) : s);

  return (
    <>
      <Box sx={{ marginBlockEnd: 2 }}>
        <SearchField label={t('admin:sellers.search')} placeholder={t('admin:sellers.searchPlaceholder')} value={keyword} onChange={(v) => { setKeyword(v); setPageNum(1); }} minWidth={320} />
      </Box>
      <QueryState isPending={sellers.isPending} isError={sellers.isError} onRetry={() => void sellers.refetch()}>
        <PaginatedTable
          label={t('admin:sellers.title')}
          columns={[t('admin:sellers.storeName'), t('admin:sellers.name'), t('admin:sellers.email'), t('admin:sellers.status'), t('admin:sellers.createTime')]}
          total={sellers.data?.pageInfo.totalElements ?? 0}
          pageNum={pageNum}
          pageSize={pageSize}
          onPage={setPageNum}
          onPageSize={(size) => { setPageSize(size); setPageNum(1); }}
          empty={debouncedKeyword ? <EmptyState message={t('admin:sellers.noMatch')} /> : undefined}
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
    </>
  );
}
