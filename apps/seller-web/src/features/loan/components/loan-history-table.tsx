import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { HISTORY_PAGE_SIZE, useLoanHistory } from '../api/get-loan-history';

const COLOR = { 1: 'info', 2: 'primary', 3: 'error', 4: 'warning', 5: 'success' } as const;

/** The store's applications, newest first; a rejected one shows why and may be sent again. */
export function LoanHistoryTable({ onReapply }: { onReapply: (id: string) => void }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const [page, setPage] = useState(1);
  return (
    <QueryData query={useLoanHistory(page)}>
      {(history) => (
        <PaginatedTable
          label={t('credit:history.title')}
          columns={[t('seller:loan.columns.applied'), t('seller:loan.columns.amount'), t('seller:loan.columns.term'), t('seller:loan.columns.state'), '']}
          rows={history.elements.map((r) => (
            <TableRow key={r.id} data-testid="loan-history-row">
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{r.customerSubmitTime}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.amount(r.applyAmount)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('credit:form.termDays', { count: r.creditPeriod })}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={COLOR[r.status]} label={t(`credit:status.${r.status}`)} />
                {r.status === 4 && r.rejectReason && <Typography variant="caption" component="p" color="text.secondary">{t('credit:history.reason', { reason: r.rejectReason })}</Typography>}
              </TableCell>
              <TableCell>{r.status === 4 && <Button size="small" onClick={() => onReapply(r.id)}>{t('credit:history.reapply')}</Button>}</TableCell>
            </TableRow>
          ))}
          total={history.totalElements}
          pageNum={page}
          pageSize={HISTORY_PAGE_SIZE}
          onPage={setPage}
          onPageSize={() => {}}
          empty={<Typography sx={{ padding: 2 }}>{t('credit:history.empty')}</Typography>}
        />
      )}
    </QueryData>
  );
}
