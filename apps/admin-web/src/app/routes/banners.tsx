import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { BannerTable } from '../../features/banners/components/banner-table';

export default function BannersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:banners.title')} description={t('admin:banners.intro')} />
      <BannerTable />
    </>
  );
}
