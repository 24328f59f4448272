import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { StoreOverview } from '../../features/overview/components/store-overview';

export default function StatisticsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('seller:nav.statistics')} description={t('overview:store.intro')} />
      <StoreOverview />
    </>
  );
}
