import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { ReferralTree } from '../../features/referral/components/referral-tree';
import { useMe } from '../../features/auth/api/get-me';
import { canDo } from '../layout/navigation';

export default function ReferralRoute() {
  const { t } = useTranslation();
  const me = useMe();
  return (
    <>
      <PageHeader title={t('referral:admin.title')} />
      <ReferralTree mayEdit={canDo('editReferral', me.data?.roles ?? [])} />
    </>
  );
}
