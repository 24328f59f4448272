import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@mall/api-client/chat';
import { formatListTime } from '../utils/chat-time';

export interface ConversationListProps {
  conversations: readonly ChatConversation[];
  selectedId: string | null;
  onSelect: (c: ChatConversation) => void;
  /** Support sees who took each thread; a store does not assign. */
  showAssignee?: boolean;
}

/** The preview of the last message: a picture is named, not shown; text stays text. */
export function usePreview() {
  const { t } = useTranslation();
  return (c: Pick<ChatConversation, 'lastMessage'>) => (c.lastMessage === '[img]' ? t('backoffice:chat.picture') : c.lastMessage);
}

/** Conversations, most recent first: who, about what, the last message, when, unread and state. */
export function ConversationList({ conversations, selectedId, onSelect, showAssignee = false }: ConversationListProps) {
  const { t } = useTranslation();
  const preview = usePreview();
  return (
    <List disablePadding aria-label={t('backoffice:chat.conversations')} data-testid="conversation-list">
      {conversations.map((c) => {
        const who = c.kind === 'store' && showAssignee ? `${c.buyerName} ↔ ${c.sellerName}` : c.buyerName;
        return (
          <ListItemButton
            key={c.id}
            selected={c.id === selectedId}
            onClick={() => onSelect(c)}
            divider
            data-testid="conversation"
            aria-current={c.id === selectedId ? 'true' : undefined}
            sx={{ alignItems: 'flex-start', gap: 1.5, paddingBlock: 1.25 }}
          >
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
                <Typography variant="subtitle2" noWrap sx={{ flex: 1, fontWeight: c.unread > 0 ? 700 : 500 }}><bdi>{who}</bdi></Typography>
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}><bdi>{formatListTime(c.lastMessageAt)}</bdi></Typography>
              </Stack>
              {c.subject && (
                <Typography variant="caption" color="primary" noWrap component="div">
                  {t(`backoffice:chat.subject.${c.subject.kind}`, { title: c.subject.title })}
                </Typography>
              )}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }}>{preview(c) || t('backoffice:chat.noMessages')}</Typography>
                {c.flagged === 1 && <FlagOutlined color="warning" fontSize="small" titleAccess={t('backoffice:chat.flagged')} />}
                {c.unread > 0 && (
                  <Badge badgeContent={c.unread} color="error" max={99} aria-label={t('backoffice:chat.unread', { count: c.unread })} sx={{ '& .MuiBadge-badge': { position: 'static', transform: 'none' } }} />
                )}
              </Stack>
              {(c.status === 'closed' || showAssignee) && (
                <Stack direction="row" spacing={1} sx={{ marginBlockStart: 0.5, flexWrap: 'wrap' }}>
                  {c.status === 'closed' && <Chip size="small" label={t('backoffice:chat.status.closed')} />}
                  {showAssignee && c.kind === 'support' && (
                    <Typography variant="caption" color="text.secondary">
                      {c.assigneeName ? t('backoffice:chat.assignedTo', { name: c.assigneeName }) : t('backoffice:chat.unassigned')}
                    </Typography>
                  )}
                </Stack>
              )}
            </Box>
          </ListItemButton>
        );
      })}
    </List>
  );
}
