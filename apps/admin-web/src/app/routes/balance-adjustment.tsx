import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { AdjustBalanceForm } from '../../features/balance-adjustment/components/adjust-balance-form';

export default function BalanceAdjustmentRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:adjustment.title')} description={t('admin:adjustment.intro')} />
      <AdjustBalanceForm />
    </>
  );
}
