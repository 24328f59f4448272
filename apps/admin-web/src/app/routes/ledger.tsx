import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { LedgerAccountTable } from '../../features/ledger/components/ledger-account-table';

export default function LedgerRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:ledger.title')} description={t('admin:ledger.intro')} />
      <LedgerAccountTable />
    </>
  );
}
