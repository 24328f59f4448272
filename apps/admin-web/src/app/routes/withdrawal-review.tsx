import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { WithdrawalReviewTable } from '../../features/wallet-review/components/withdrawal-review-table';

export default function WithdrawalReviewRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:withdrawals.title')} description={t('admin:withdrawals.intro')} />
      <WithdrawalReviewTable />
    </>
  );
}
