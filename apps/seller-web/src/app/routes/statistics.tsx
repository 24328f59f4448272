import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { StoreStatsView } from '../../features/statistics/components/store-stats-view';

export default function StatisticsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('seller:nav.statistics')} description={t('seller:sections.statistics')} />
      <StoreStatsView />
    </>
  );
}
