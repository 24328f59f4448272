import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';

export interface RecordsListProps {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown; data?: { totalElements: number; pageSize: number } };
  page: number;
  onPage: (page: number) => void;
  /** Records of the page (empty shows the empty state). */
  count: number;
  children: ReactNode;
}

/** A page of wallet records with loading, error and empty states and page numbers underneath. */
export function RecordsList({ query, page, onPage, count, children }: RecordsListProps) {
  const { t } = useTranslation();
  const total = query.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / Math.max(1, query.data?.pageSize ?? 1)));
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      {count === 0 ? <EmptyState message={t('wallet:records.empty')} /> : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>{children}</Stack>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 2 }}>
          <Pagination
            aria-label={t('wallet:records.pages')}
            count={pages}
            page={Math.min(page, pages)}
            onChange={(_, n) => onPage(n)}
            color="primary"
            getItemAriaLabel={(type, n, selected) => {
              if (type === 'previous') return t('wallet:records.previousPage');
              if (type === 'next') return t('wallet:records.nextPage');
              if (type === 'first' || type === 'last' || n === null) return t('wallet:records.goToPage', { page: n ?? 1 });
              return selected ? t('wallet:records.currentPage', { page: n }) : t('wallet:records.goToPage', { page: n });
            }}
          />
        </Box>
      )}
    </QueryState>
  );
}
