import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { CHAT_MAX_TEXT } from '@mall/contract/chat';
import type { ChatSubject, ThreadRef } from '@mall/api-client/chat';
import { ChatComposer } from '@mall/ui/chat/chat-composer';
import { ChatMessageList } from '@mall/ui/chat/chat-message-list';
import { ChatSubjectCard } from '@mall/ui/chat/chat-subject-card';
import { QueryState } from '@mall/ui/query-state';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import type { ChatLinks } from '../chat-links';
import { useThread, type ThreadMessage } from '../hooks/use-thread';
import { messageTime } from '../utils/message-time';

export interface ChatThreadProps {
  threadRef: ThreadRef;
  /** The product or order the conversation is about. */
  subject?: ChatSubject | null;
  links: ChatLinks;
  autoFocus?: boolean;
}

const timeOf = (m: ThreadMessage) => messageTime(m.createdAt);

/** One conversation: what it is about, its messages (older on demand) and the message box. */
export function ChatThread({ threadRef, subject, links, autoFocus = false }: ChatThreadProps) {
  const thread = useThread(threadRef);
  const fmt = useFormatAmount();
  const navigate = useNavigate();
  const goods = links.goods;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      {subject && (
        <ChatSubjectCard
          subject={subject}
          formatAmount={(a) => `$${fmt(a)}`}
          onClick={goods && subject.kind === 'product' ? () => navigate(goods(subject.id)) : undefined}
        />
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
        <QueryState isPending={thread.isPending} isError={thread.isError} onRetry={() => void thread.refetch()}>
          <ChatMessageList
            messages={thread.messages}
            hasOlder={thread.hasOlder}
            loadingOlder={thread.loadingOlder}
            onLoadOlder={thread.loadOlder}
            onRetry={thread.retry}
            formatTime={timeOf}
          />
        </QueryState>
      </Box>
      <ChatComposer
        key={threadRef.kind === 'support' ? 'support' : threadRef.id}
        onSend={thread.sendText}
        onPickPicture={thread.sendPicture}
        maxLength={CHAT_MAX_TEXT}
        uploading={thread.uploading}
        busy={thread.uploading}
        autoFocus={autoFocus}
      />
    </Box>
  );
}
