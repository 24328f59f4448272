import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@mall/api-client/chat';
import { useConversationAction } from '@mall/backoffice/chat/use-chat';
import { useToast } from '@mall/ui/toast-provider';
import { adminMeOptions } from '@mall/api-client/staff';
import { useAgents } from '../api/get-agents';
import { api } from '../../../lib/api';
import { supportChat } from '../api/support-chat';

export interface AssignControlsProps {
  conversation: ChatConversation;
  /** Told the new assignee (the list may no longer show the conversation). */
  onChange: (patch: Partial<ChatConversation>) => void;
}

/** Take an unassigned support conversation, or hand it to another agent. */
export function AssignControls({ conversation, onChange }: AssignControlsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const agents = useAgents(anchor !== null);
  const qc = useQueryClient();
  // Taking makes the conversation mine: the thread shows my name at once, even once the list no longer has it.
  const take = useConversationAction(async () => {
    const me = await qc.ensureQueryData(adminMeOptions(api));
    await supportChat.assign!(conversation.id);
    return me;
  }, (me) => {
    onChange({ assigneeId: me.id, assigneeName: me.name });
    toast.show(t('admin:supportChat.taken'), 'success');
  });
  const assign = useConversationAction(
    (agent: { id: string; name: string }) => supportChat.assign!(conversation.id, agent.id),
  );
  const others = (agents.data ?? []).filter((a) => a.id !== conversation.assigneeId);
  return (
    <Stack direction="row" spacing={1}>
      {!conversation.assigneeId && (
        <Button size="small" variant="contained" disabled={take.isPending} onClick={() => take.mutate(undefined)}>{t('admin:supportChat.take')}</Button>
      )}
      <Button size="small" variant="outlined" aria-haspopup="menu" disabled={assign.isPending} onClick={(e) => setAnchor(e.currentTarget)}>
        {t('admin:supportChat.assign')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} aria-label={t('admin:supportChat.assignTo')}>
        {agents.isPending && <MenuItem disabled>{t('admin:supportChat.loadingAgents')}</MenuItem>}
        {agents.isSuccess && others.length === 0 && <MenuItem disabled>{t('admin:supportChat.noAgents')}</MenuItem>}
        {others.map((a) => (
          <MenuItem
            key={a.id}
            onClick={() => {
              setAnchor(null);
              assign.mutate(a, {
                onSuccess: () => { onChange({ assigneeId: a.id, assigneeName: a.name }); toast.show(t('admin:supportChat.assigned', { name: a.name }), 'success'); },
              });
            }}
          >
            {a.name}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
