import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { ChannelTable } from '../../features/channels/components/channel-table';

export default function ChannelsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('admin:channels.title')} description={t('admin:channels.intro')} />
      <ChannelTable />
    </>
  );
}
