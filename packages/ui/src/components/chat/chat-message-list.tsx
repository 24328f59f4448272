import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import { ChatPictureViewer } from './chat-picture-viewer';
import { useChatLabels, type ChatLabels } from './chat-labels';

/** A message as the list shows it (the chat wire's message fits it), with the sender's local state. */
export interface ChatListMessage {
  id: string;
  /** Seen from the reader: "send" = my side (shown at the inline end). */
  send_receive: 'send' | 'receive';
  type: 'text' | 'img';
  /** Text, or the picture URL for `img`. */
  content: string;
  createtime: string;
  /** 1 = withdrawn: the content is not shown. */
  delete_status: number;
  /** Name of the other side, shown above its messages when `showNames`. */
  targetUsername?: string;
  /** A message of mine still on its way, or one that could not be sent (offers a retry). */
  state?: 'sending' | 'failed';
}

export interface ChatMessageListProps<M extends ChatListMessage = ChatListMessage> {
  /** Oldest first. */
  messages: readonly M[];
  /** Shows "load older" at the top. */
  hasOlder?: boolean;
  loadingOlder?: boolean;
  onLoadOlder?: () => void;
  /** Sends a failed message again. */
  onRetry?: (message: M) => void;
  /** The time under a message; its wire `createtime` by default. */
  formatTime?: (message: M) => string;
  /** Shows the other side's name above its messages (a console with several agents). */
  showNames?: boolean;
  /** More beside a message's time (the support console's withdraw button, a filter note). */
  footer?: (message: M) => ReactNode;
  labels?: Partial<ChatLabels>;
}

const NEAR_BOTTOM_PX = 48;

/**
 * A conversation: my messages at the inline end, theirs at the start (mirrored in RTL). Text is shown
 * as text only, newlines kept; pictures are thumbnails that open full size. It stays at the bottom as
 * messages arrive (unless the reader scrolled up) and keeps its place when older ones are loaded above.
 */
export function ChatMessageList<M extends ChatListMessage>({
  messages, hasOlder = false, loadingOlder = false, onLoadOlder, onRetry, formatTime, showNames = false, footer, labels: overrides,
}: ChatMessageListProps<M>) {
  const labels = useChatLabels(overrides);
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const prev = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  const [viewing, setViewing] = useState<string | null>(null);

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.id;
    const last = messages.at(-1);
    const p = prev.current;
    if (p.first !== undefined && first !== p.first && last?.id === p.last) {
      // Older messages came in above: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - p.height;
    } else if (last?.id !== p.last && (nearBottom.current || last?.send_receive === 'send' || p.last === undefined)) {
      el.scrollTop = el.scrollHeight;
    }
    prev.current = { first, last: last?.id, height: el.scrollHeight };
  }, [messages]);

  const onScroll = () => {
    const el = scroller.current;
    if (el) nearBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  };

  return (
    <Box
      ref={scroller}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={labels.messages}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', paddingInline: 1.5, paddingBlock: 1, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {hasOlder && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button size="small" onClick={onLoadOlder} disabled={loadingOlder} startIcon={loadingOlder ? <CircularProgress size={14} /> : undefined}>
            {labels.loadOlder}
          </Button>
        </Box>
      )}
      {messages.length === 0 && !hasOlder && (
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', marginBlock: 'auto' }}>{labels.empty}</Typography>
      )}
      {messages.map((m, i) => {
        const mine = m.send_receive === 'send';
        const showName = showNames && !mine && m.targetUsername && messages[i - 1]?.targetUsername !== m.targetUsername;
        return (
          <Stack key={m.id} data-testid="chat-message" data-side={m.send_receive} sx={{ alignItems: mine ? 'flex-end' : 'flex-start' }}>
            {showName && <Typography variant="caption" color="text.secondary">{m.targetUsername}</Typography>}
            <Bubble message={m} mine={mine} labels={labels} onOpen={setViewing} />
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minHeight: 20 }}>
              {m.state === 'sending' && <CircularProgress size={10} aria-hidden />}
              {m.state === 'failed' && <ErrorOutline color="error" sx={{ fontSize: 14 }} aria-hidden />}
              <Typography variant="caption" color={m.state === 'failed' ? 'error' : 'text.secondary'}>
                {m.state === 'sending' ? labels.sending : m.state === 'failed' ? labels.failed : (formatTime ? formatTime(m) : m.createtime)}
              </Typography>
              {m.state === 'failed' && onRetry && (
                <Button size="small" color="error" onClick={() => onRetry(m)} sx={{ minWidth: 0, paddingBlock: 0 }}>{labels.retry}</Button>
              )}
              {footer?.(m)}
            </Stack>
          </Stack>
        );
      })}
      <ChatPictureViewer src={viewing} onClose={() => setViewing(null)} labels={labels} />
    </Box>
  );
}

function Bubble({ message: m, mine, labels, onOpen }: { message: ChatListMessage; mine: boolean; labels: ChatLabels; onOpen: (src: string) => void }) {
  const shape = {
    maxWidth: '78%',
    borderRadius: 2,
    ...(mine ? { borderEndEndRadius: 4 } : { borderEndStartRadius: 4 }),
    opacity: m.state === 'sending' ? 0.7 : 1,
  };
  if (m.delete_status === 1) {
    return (
      <Typography variant="body2" sx={{ ...shape, paddingInline: 1.5, paddingBlock: 1, fontStyle: 'italic', color: 'text.secondary', border: 1, borderColor: 'divider' }}>
        {labels.withdrawn}
      </Typography>
    );
  }
  if (m.type === 'img') {
    return (
      <ButtonBase onClick={() => onOpen(m.content)} aria-label={labels.openPicture} sx={{ ...shape, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
        <Box component="img" src={m.content} alt={labels.picture} loading="lazy" sx={{ display: 'block', width: 160, height: 160, objectFit: 'cover', backgroundColor: 'action.hover' }} />
      </ButtonBase>
    );
  }
  return (
    <Typography
      variant="body2"
      component="div"
      sx={{
        ...shape,
        paddingInline: 1.5,
        paddingBlock: 1,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
        backgroundColor: mine ? 'primary.main' : 'action.hover',
        color: mine ? 'primary.contrastText' : 'text.primary',
      }}
    >
      {m.content}
    </Typography>
  );
}
