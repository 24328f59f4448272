import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { AuditLogTable } from '../../features/audit-log/components/audit-log-table';

export default function AuditLogRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:auditLog.title')} description={t('admin:auditLog.intro')} />
      <AuditLogTable />
    </>
  );
}
