import { useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ArrowBack from '@mui/icons-material/ArrowBack';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { useTranslation } from 'react-i18next';
import { CHAT_MAX_TEXT } from '@mall/contract/chat';
import type { ChatConversation, ChatMessage, ChatMessageType } from '@mall/api-client/chat';
import { ChatComposer } from '@mall/ui/chat/chat-composer';
import { ChatMessageList, type ChatListMessage } from '@mall/ui/chat/chat-message-list';
import { ChatSubjectCard } from '@mall/ui/chat/chat-subject-card';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useNumberFormat } from '../../shared/hooks/use-number-format';
import { errorMessage } from '../../shared/utils/error-message';
import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_TYPES, useUploadChatImage } from '../api/upload-chat-image';
import { useConversationAction, useSendMessage, useThread, useWithdrawMessage } from '../api/use-chat';
import { useChatLive } from '../hooks/chat-live';
import { formatInstant } from '../utils/chat-time';
import { chronological, compareIds } from '../utils/thread-cache';
import { CannedPicker } from './canned-replies';
import { ContextPane } from './context-pane';

/** A row of the message list: a stored message, or one of ours on its way (`out`). */
interface Row extends ChatListMessage {
  stored?: ChatMessage;
  /** What is being sent, and the newest stored id when it was queued. */
  out?: { type: ChatMessageType; content: string; after: string };
}

export interface ThreadPaneProps {
  conversation: ChatConversation;
  /** More controls in the thread's header (the console's take and assign); `onChange` tells what they changed. */
  actions?: (c: ChatConversation, onChange: (patch: Partial<ChatConversation>) => void) => ReactNode;
  /** False for threads the staff member only reads (a flagged store thread in the console). */
  canReply?: (c: ChatConversation) => boolean;
  /** Support may withdraw messages. */
  canWithdraw?: boolean;
  /** Told what an action here changed (the list may no longer show the conversation). */
  onChange?: (patch: Partial<ChatConversation>) => void;
  /** Back to the list (narrow screens). */
  onBack?: () => void;
}

/** One conversation: who and what it is about, its messages paged back, the reply box, and the buyer beside it. */
export function ThreadPane({ conversation: c, actions, canReply = () => true, canWithdraw = false, onChange = () => {}, onBack }: ThreadPaneProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const theme = useTheme();
  const fmt = useNumberFormat();
  const roomy = useMediaQuery(theme.breakpoints.up('lg'));
  const { backend } = useChatLive();
  const thread = useThread(c.id);
  const send = useSendMessage(c.id);
  const upload = useUploadChatImage();
  const withdraw = useWithdrawMessage(c.id);
  const close = useConversationAction(() => backend.close(c.id), () => { onChange({ status: 'closed' }); toast.show(t('backoffice:chat.closed'), 'success'); });
  const reopen = useConversationAction(() => backend.reopen(c.id), () => { onChange({ status: 'open' }); toast.show(t('backoffice:chat.reopened'), 'success'); });
  const [draft, setDraft] = useState('');
  const [outbox, setOutbox] = useState<Row[]>([]);
  const [withdrawing, setWithdrawing] = useState<ChatMessage | null>(null);
  const [contextOpen, setContextOpen] = useState(false);
  const seq = useRef(0);
  const open = c.status === 'open';
  const replying = canReply(c);
  const withdrawable = canWithdraw && Boolean(backend.withdraw);

  const deliver = (row: Row) => {
    const { type, content } = row.out!;
    setOutbox((box) => [...box.filter((o) => o.id !== row.id), { ...row, state: 'sending' }]);
    // Each send settles its own row (a mutate's callbacks would only follow the latest one).
    send.mutateAsync({ type, content }).then(
      () => setOutbox((box) => box.filter((o) => o.id !== row.id)),
      (e: unknown) => {
        setOutbox((box) => box.map((o) => (o.id === row.id ? { ...o, state: 'failed' } : o)));
        toast.show(errorMessage(e, t));
      },
    );
  };
  const stored = chronological(thread.data);
  const queue = (type: ChatMessageType, content: string) => deliver({
    id: `out-${++seq.current}`, send_receive: 'send', type, content, createtime: '', delete_status: 0, out: { type, content, after: stored.at(-1)?.id ?? '0' },
  });
  const sendPicture = (file: File) => {
    upload.mutateAsync(file).then((url) => queue('img', url), (e: unknown) => toast.show(errorMessage(e, t)));
  };
  const insert = (text: string) => setDraft((d) => (d.trim() ? `${d.replace(/\s+$/, '')}\n${text}` : text));

  const authorOf = (m: ChatMessage) =>
    m.sender === 'buyer' ? c.buyerName : m.sender === 'seller' ? c.sellerName || m.targetUsername : t('backoffice:chat.supportName');
  // The buyer on one side, the staff side (store or support) on the other, whoever reads.
  // A message on its way is shown once: the socket may bring the stored copy before the send answers.
  const arrived = (o: Row) => o.state === 'sending' && stored.some((m) => m.sender !== 'buyer' && compareIds(m.id, o.out!.after) > 0 && m.type === o.out!.type && m.content === o.out!.content);
  const rows: Row[] = [
    ...stored.map((m): Row => ({ ...m, send_receive: m.sender === 'buyer' ? 'receive' : 'send', targetUsername: authorOf(m), stored: m })),
    ...outbox.filter((o) => !arrived(o)),
  ];
  const footer = (row: Row) => {
    const m = row.stored;
    if (!m || m.delete_status === 1) return null;
    return (
      <>
        {m.masked === 1 && <Typography variant="caption" color="warning.main">{t('backoffice:chat.masked')}</Typography>}
        {withdrawable && (
          <IconButton size="small" aria-label={t('backoffice:chat.withdraw')} onClick={() => setWithdrawing(m)} sx={{ padding: 0.25 }}>
            <UndoOutlined sx={{ fontSize: 16 }} />
          </IconButton>
        )}
      </>
    );
  };

  const title = c.kind === 'store' && backend.surface === 'admin' ? `${c.buyerName} ↔ ${c.sellerName}` : c.buyerName;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: roomy ? 'minmax(0, 1fr) 300px' : 'minmax(0, 1fr)', height: '100%', minHeight: 0 }}>
      <Stack sx={{ minHeight: 0, height: '100%' }} component="section" aria-label={t('backoffice:chat.threadWith', { name: title })}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', padding: 1.5, borderBlockEnd: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 1 }}>
          {onBack && <IconButton aria-label={t('backoffice:chat.back')} onClick={onBack}><ArrowBack sx={{ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined }} /></IconButton>}
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography component="h2" variant="subtitle1" noWrap sx={{ fontWeight: 600 }}><bdi>{title}</bdi></Typography>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Chip size="small" color={open ? 'success' : 'default'} label={t(`backoffice:chat.status.${c.status}`)} />
              {c.kind === 'support' && backend.surface === 'admin' && (
                <Typography variant="caption" color="text.secondary" noWrap data-testid="thread-assignee">
                  {c.assigneeName ? t('backoffice:chat.assignedTo', { name: c.assigneeName }) : t('backoffice:chat.unassigned')}
                </Typography>
              )}
            </Stack>
          </Box>
          {actions?.(c, onChange)}
          {open
            ? <Button size="small" variant="outlined" disabled={close.isPending} onClick={() => close.mutate(undefined)}>{t('backoffice:chat.close')}</Button>
            : <Button size="small" variant="outlined" disabled={reopen.isPending} onClick={() => reopen.mutate(undefined)}>{t('backoffice:chat.reopen')}</Button>}
          {!roomy && <IconButton aria-label={t('backoffice:chat.context.open')} onClick={() => setContextOpen(true)}><PersonOutlined /></IconButton>}
        </Stack>
        {c.subject && <ChatSubjectCard subject={c.subject} formatAmount={(a) => fmt.price(Number(a))} />}
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}>
          <QueryState isPending={thread.isPending} isError={thread.isError} onRetry={() => void thread.refetch()}>
            <ChatMessageList
              messages={rows}
              hasOlder={thread.hasNextPage}
              loadingOlder={thread.isFetchingNextPage}
              onLoadOlder={() => void thread.fetchNextPage()}
              onRetry={deliver}
              formatTime={(m) => (m.stored ? formatInstant(m.stored.createdAt).slice(0, 16) : '')}
              showNames={backend.surface === 'admin'}
              footer={footer}
            />
          </QueryState>
        </Box>
        {replying && (open ? (
          <>
            <Box sx={{ paddingInline: 1, paddingBlockStart: 0.5, borderBlockStart: 1, borderColor: 'divider' }}>
              <CannedPicker onInsert={insert} />
            </Box>
            <ChatComposer
              value={draft}
              onChange={setDraft}
              onSend={(text) => queue('text', text)}
              onPickPicture={sendPicture}
              maxLength={CHAT_MAX_TEXT}
              maxPictureBytes={CHAT_IMAGE_MAX_BYTES}
              pictureTypes={CHAT_IMAGE_TYPES}
              uploading={upload.isPending}
            />
          </>
        ) : (
          <Typography color="text.secondary" variant="body2" sx={{ padding: 2, borderBlockStart: 1, borderColor: 'divider' }}>{t('backoffice:chat.closedHint')}</Typography>
        ))}
      </Stack>
      {roomy ? (
        <Box component="aside" aria-label={t('backoffice:chat.context.title')} sx={{ borderInlineStart: 1, borderColor: 'divider', padding: 2, overflowY: 'auto', minHeight: 0 }}>
          <ContextPane conversationId={c.id} />
        </Box>
      ) : (
        <Drawer anchor="right" open={contextOpen} onClose={() => setContextOpen(false)}>
          <Box component="aside" aria-label={t('backoffice:chat.context.title')} sx={{ width: 320, maxWidth: '100vw', padding: 2 }}>
            <ContextPane conversationId={c.id} />
          </Box>
        </Drawer>
      )}
      <ConfirmDialog
        open={withdrawing !== null}
        title={t('backoffice:chat.withdrawTitle')}
        message={t('backoffice:chat.withdrawMessage')}
        confirmLabel={t('backoffice:chat.withdraw')}
        destructive
        busy={withdraw.isPending}
        onCancel={() => setWithdrawing(null)}
        onConfirm={() => withdrawing && withdraw.mutate(withdrawing.id, { onSuccess: () => setWithdrawing(null) })}
      />
    </Box>
  );
}
