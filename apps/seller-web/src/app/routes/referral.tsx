import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { SellerReferral } from '../../features/referral/components/seller-referral';

export default function ReferralRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('seller:nav.referral')} description={t('seller:sections.referral')} />
      <SellerReferral />
    </>
  );
}
