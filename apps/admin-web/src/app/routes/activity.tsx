import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { ActivityEditor } from '../../features/activity/components/activity-form';

export default function ActivityRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:activity.title')} description={t('admin:activity.intro')} />
      <ActivityEditor />
    </>
  );
}
