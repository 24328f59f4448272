import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { SellerVerification } from '../../features/kyc/components/seller-verification';

export default function VerificationRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('kyc:title')} description={t('kyc:intro')} />
      <SellerVerification />
    </>
  );
}
