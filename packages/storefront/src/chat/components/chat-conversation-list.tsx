import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import type { ChatConversation } from '@mall/api-client/chat';
import { messageTime } from '../utils/message-time';

export interface ChatConversationListProps {
  conversations: readonly ChatConversation[];
  supportUnread: number;
  /** A conversation id, or "support". */
  onSelect: (id: string) => void;
}

/** Customer service first, then the buyer's conversations with stores: last message, time and unread count. */
export function ChatConversationList({ conversations, supportUnread, onSelect }: ChatConversationListProps) {
  const { t } = useTranslation();
  const preview = (c: ChatConversation) => (c.lastMessage === '[img]' ? t('chat:list.picture') : c.lastMessage);
  return (
    <List disablePadding aria-label={t('chat:conversations')} sx={{ backgroundColor: 'background.paper' }}>
      <ListItemButton divider onClick={() => onSelect('support')}>
        <ListItemAvatar>
          <Badge badgeContent={supportUnread} color="error" max={99}>
            <Avatar sx={{ backgroundColor: 'primary.main' }}><SupportAgentOutlined /></Avatar>
          </Badge>
        </ListItemAvatar>
        <ListItemText primary={t('chat:customerService')} secondary={t('chat:list.supportHint')} />
      </ListItemButton>
      {conversations.map((c) => (
        <ListItemButton key={c.id} divider onClick={() => onSelect(c.id)} data-testid="chat-conversation">
          <ListItemAvatar>
            <Badge badgeContent={c.unread} color="error" max={99}>
              <Avatar><StorefrontOutlined /></Avatar>
            </Badge>
          </ListItemAvatar>
          <ListItemText
            primary={c.sellerName}
            secondary={preview(c) || c.subject?.title || ' '}
            slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
            sx={{ minWidth: 0 }}
          />
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0, marginInlineStart: 1, alignSelf: 'flex-start', marginBlockStart: 1 }}>
            {messageTime(c.lastMessageAt)}
          </Typography>
        </ListItemButton>
      ))}
      {conversations.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ padding: 2, textAlign: 'center' }}>{t('chat:list.noStores')}</Typography>
      )}
    </List>
  );
}
