import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { UserTable } from '../../features/users/components/user-table';

export default function UsersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:users.title')} description={t('admin:users.intro')} />
      <UserTable />
    </>
  );
}
