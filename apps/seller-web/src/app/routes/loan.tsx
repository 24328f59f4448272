import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { StoreLoan } from '../../features/loan/components/store-loan';

export default function LoanRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('seller:loan.title')} description={t('seller:loan.intro')} />
      <StoreLoan />
    </>
  );
}
