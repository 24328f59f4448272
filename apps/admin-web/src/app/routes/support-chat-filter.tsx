import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { ChatFilterForm } from '../../features/support-chat/components/chat-filter-form';
import { SupportChatLinks } from '../../features/support-chat/components/support-chat-links';

export default function SupportChatFilterRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:supportChat.filter.title')} actions={<SupportChatLinks current="filter" />} />
      <ChatFilterForm />
    </>
  );
}
