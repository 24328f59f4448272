import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { CategoryTree } from '../../features/categories/components/category-tree';

export default function CategoriesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:categories.title')} description={t('admin:categories.intro')} />
      <CategoryTree />
    </>
  );
}
