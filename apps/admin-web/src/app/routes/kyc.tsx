import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { KycQueue } from '../../features/kyc/components/kyc-queue';

export default function KycRoute() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('kyc:admin.title')} description={t('kyc:intro')} />
      <KycQueue />
    </Stack>
  );
}
