import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { LoanBook } from '../../features/loans/components/loan-book';
import { LoanDesk } from '../../features/loans/components/loan-desk';

export default function LoansRoute() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('admin:loans.title')} description={t('admin:loans.intro')} />
      <LoanBook />
      <LoanDesk />
    </Stack>
  );
}
