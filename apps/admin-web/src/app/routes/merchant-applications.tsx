import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { MerchantApplicationQueue } from '../../features/merchant-applications/components/merchant-application-queue';

export default function MerchantApplicationsRoute() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <PageHeader title={t('merchant:queue.title')} description={t('merchant:queue.intro')} />
      <MerchantApplicationQueue />
    </Stack>
  );
}
