import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { SupportBox } from '@mall/api-client/chat';
import type { ChatStatusFilter } from '@mall/backoffice/chat/chat-backend';
import { ChatInbox } from '@mall/backoffice/chat/chat-inbox';
import { useBoxCounts } from '../api/get-box-counts';
import { AssignControls } from './assign-controls';

const BOXES: readonly SupportBox[] = ['unassigned', 'mine', 'all', 'flagged'];
const STATES: readonly ChatStatusFilter[] = ['open', 'closed', 'all'];

/**
 * The support console: support threads unassigned, mine or all, and buyer↔store threads the content
 * filter flagged (read and withdraw only); take or assign, reply, close or reopen, with the buyer beside.
 */
export function SupportConsole() {
  const { t } = useTranslation();
  const [box, setBox] = useState<SupportBox>('unassigned');
  const [status, setStatus] = useState<ChatStatusFilter>('open');
  const counts = useBoxCounts();
  const tabs = BOXES.map((b) => {
    const n = counts.data?.[b] ?? 0;
    return {
      value: b,
      label: (
        <span>
          {t(`admin:supportChat.boxes.${b}`)}
          {n > 0 && <>{' '}<Box component="span" data-testid={`count-${b}`} sx={{ display: 'inline-block', minWidth: 20, paddingInline: 0.5, borderRadius: 10, backgroundColor: 'error.main', color: 'error.contrastText', fontSize: 12, lineHeight: '20px' }}>{n}</Box></>}
        </span>
      ),
    };
  });
  return (
    <ChatInbox
      tabs={tabs}
      tab={box}
      onTab={(v) => setBox(v as SupportBox)}
      box={box}
      status={status}
      searchLabel={t('admin:supportChat.search')}
      searchPlaceholder={t('admin:supportChat.searchPlaceholder')}
      filters={(
        <TextField select size="small" label={t('backoffice:chat.statusFilter')} value={status} onChange={(e) => setStatus(e.target.value as ChatStatusFilter)}>
          {STATES.map((s) => <MenuItem key={s} value={s}>{t(`backoffice:chat.status.${s}`)}</MenuItem>)}
        </TextField>
      )}
      showAssignee
      actions={(c, onChange) => (c.kind === 'support' ? <AssignControls conversation={c} onChange={onChange} /> : null)}
      canReply={(c) => c.kind === 'support'}
      canWithdraw
    />
  );
}
