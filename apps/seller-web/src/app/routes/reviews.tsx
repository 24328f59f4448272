import { useTranslation } from 'react-i18next';
import { ReviewTable } from '@mall/backoffice/orders/review-table';
import { PageHeader } from '@mall/ui/page-header';

export default function ReviewsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('seller:nav.reviews')} description={t('seller:sections.reviews')} />
      <ReviewTable />
    </>
  );
}
