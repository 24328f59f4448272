import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { LoanSettingsEditor } from '../../features/loans/components/loan-settings-form';

export default function LoanSettingsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:loans.settings.title')} description={t('admin:loans.settings.intro')} />
      <LoanSettingsEditor />
    </>
  );
}
