import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { SupportConsole } from '../../features/support-chat/components/support-console';
import { SupportChatLinks } from '../../features/support-chat/components/support-chat-links';

export default function SupportChatRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:supportChat.title')} description={t('admin:supportChat.intro')} actions={<SupportChatLinks current="conversations" />} />
      <SupportConsole />
    </>
  );
}
