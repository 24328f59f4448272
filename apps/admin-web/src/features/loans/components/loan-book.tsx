import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { useLoanBook } from '../api/get-loan-book';

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ padding: 2, minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">{label}</Typography>
      <Typography variant="h6" component="p" data-testid={testId} sx={{ overflowWrap: 'anywhere' }}>{value}</Typography>
    </Paper>
  );
}

/** The loan book: money lent and not yet repaid, the fund, and overdue loans by days past due. */
export function LoanBook() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  return (
    <QueryData query={useLoanBook()}>
      {(book) => (
        <Box component="section" aria-label={t('admin:loans.book.title')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
          <Figure label={t('admin:loans.book.outstandingPrincipal')} value={fmt.amount(book.outstandingPrincipal)} testId="book-principal" />
          <Figure label={t('admin:loans.book.outstandingInterest')} value={fmt.amount(book.outstandingInterest)} />
          <Figure label={t('admin:loans.book.active')} value={fmt.count(book.activeCount)} testId="book-active" />
          <Figure label={t('admin:loans.book.fund')} value={fmt.amount(book.fundBalance)} />
          {book.buckets.map((b) => (
            <Figure key={b.label} label={t('admin:loans.book.bucket', { days: b.label })} value={`${fmt.count(b.count)} · ${fmt.amount(b.amount)}`} />
          ))}
        </Box>
      )}
    </QueryData>
  );
}
