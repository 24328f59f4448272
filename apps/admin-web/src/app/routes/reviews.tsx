import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { ReviewModeration } from '../../features/reviews/components/review-moderation';

export default function ReviewsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('backoffice:reviews.title')} description={t('admin:reviews.intro')} />
      <ReviewModeration />
    </>
  );
}
