import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatStatusFilter } from '@mall/backoffice/chat/chat-backend';
import { ChatInbox } from '@mall/backoffice/chat/chat-inbox';

const STATES: readonly ChatStatusFilter[] = ['open', 'closed', 'all'];

/** The store's inbox: buyers' conversations by state, searched by buyer, answered with text, pictures and canned replies. */
export function StoreInbox() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ChatStatusFilter>('open');
  return (
    <ChatInbox
      tabs={STATES.map((s) => ({ value: s, label: t(`backoffice:chat.status.${s}`) }))}
      tab={status}
      onTab={(v) => setStatus(v as ChatStatusFilter)}
      box="inbox"
      status={status}
      searchLabel={t('seller:messages.search')}
      searchPlaceholder={t('seller:messages.searchPlaceholder')}
    />
  );
}
