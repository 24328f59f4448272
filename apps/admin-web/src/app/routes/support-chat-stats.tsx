import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { AgentStatsTable } from '../../features/support-chat/components/agent-stats-table';
import { SupportChatLinks } from '../../features/support-chat/components/support-chat-links';

export default function SupportChatStatsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:supportChat.stats.title')} description={t('admin:supportChat.stats.intro')} actions={<SupportChatLinks current="stats" />} />
      <AgentStatsTable />
    </>
  );
}
