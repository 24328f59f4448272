import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { StoreTable } from '../../features/stores/components/store-table';

export default function StoresRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:stores.title')} description={t('admin:stores.intro')} />
      <StoreTable />
    </>
  );
}
