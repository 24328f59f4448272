import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { StoreProfileEditor } from '../../features/store/components/store-profile-form';

export default function StoreProfileRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('seller:nav.storeProfile')} description={t('seller:sections.storeProfile')} />
      <StoreProfileEditor />
    </>
  );
}
