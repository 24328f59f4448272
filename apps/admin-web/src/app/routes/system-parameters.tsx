import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { SystemParameterTable } from '../../features/system-parameters/components/system-parameter-table';

export default function SystemParametersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:systemParameters.title')} description={t('admin:systemParameters.intro')} />
      <SystemParameterTable />
    </>
  );
}
