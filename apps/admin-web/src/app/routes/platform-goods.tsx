import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { QueryState } from '@mall/ui/query-state';
import { useCategoryOptions } from '../../features/categories/api/get-categories';
import { PlatformGoodsTable } from '../../features/platform-goods/components/platform-goods-table';
import { useWarehouses } from '../../features/warehouses/api/get-warehouses';

export default function PlatformGoodsRoute() {
  const { t } = useTranslation();
  // The catalogue files products under categories and keeps their stock in warehouses.
  const categories = useCategoryOptions();
  const warehouses = useWarehouses();
  return (
    <>
      <PageHeader title={t('admin:platformGoods.title')} description={t('admin:platformGoods.intro')} />
      <QueryState
        isPending={categories.isPending || warehouses.isPending}
        isError={categories.isError || warehouses.isError}
        onRetry={() => { void categories.refetch(); void warehouses.refetch(); }}
      >
        <PlatformGoodsTable categories={categories.data ?? []} warehouses={warehouses.data ?? []} />
      </QueryState>
    </>
  );
}
