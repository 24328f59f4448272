import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { StoreInbox } from '../../features/messages/components/store-inbox';

export default function MessagesRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('seller:messages.title')} description={t('seller:messages.intro')} />
      <StoreInbox />
    </>
  );
}
