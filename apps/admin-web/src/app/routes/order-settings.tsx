import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { OrderSettingsEditor } from '../../features/order-settings/components/order-settings-form';

export default function OrderSettingsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:orderSettings.title')} description={t('admin:orderSettings.intro')} />
      <OrderSettingsEditor />
    </>
  );
}
