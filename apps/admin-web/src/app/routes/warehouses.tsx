import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { WarehouseTable } from '../../features/warehouses/components/warehouse-table';

export default function WarehousesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:warehouses.title')} description={t('admin:warehouses.intro')} />
      <WarehouseTable />
    </>
  );
}
