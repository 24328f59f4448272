import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { RechargeReviewTable } from '../../features/wallet-review/components/recharge-review-table';

export default function RechargeReviewRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:recharges.title')} description={t('admin:recharges.intro')} />
      <RechargeReviewTable />
    </>
  );
}
