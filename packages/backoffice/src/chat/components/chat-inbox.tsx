import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import type { ChatConversation } from '@mall/api-client/chat';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { SearchField } from '@mall/ui/search-field';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import type { ChatBox, ChatStatusFilter } from '../api/chat-backend';
import { useConversations } from '../api/use-chat';
import { ConversationList } from './conversation-list';
import { ThreadPane, type ThreadPaneProps } from './thread-pane';

export interface InboxTab {
  value: string;
  label: ReactNode;
}

export interface ChatInboxProps extends Pick<ThreadPaneProps, 'actions' | 'canReply' | 'canWithdraw'> {
  /** The list's tabs (the console's boxes, or the store's states) and which is chosen. */
  tabs: readonly InboxTab[];
  tab: string;
  onTab: (tab: string) => void;
  /** What the chosen tab and filters ask for. */
  box: ChatBox;
  status: ChatStatusFilter;
  /** More filters beside the search (the console's state). */
  filters?: ReactNode;
  /** Label and hint of the search box (by account, by buyer). */
  searchLabel: string;
  searchPlaceholder?: string;
  /** Support sees who took each thread. */
  showAssignee?: boolean;
}

/**
 * An inbox: tabs, search and the conversations on one side, the chosen thread (with the buyer's
 * context) on the other. On a narrow screen the list and the thread take turns.
 */
export function ChatInbox({ tabs, tab, onTab, box, status, filters, searchLabel, searchPlaceholder, showAssignee = false, actions, canReply, canWithdraw }: ChatInboxProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [keyword, setKeyword] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<ChatConversation | null>(null);
  // A new tab, filter or search starts again at the first page.
  const filterKey = `${box}|${status}|${keyword.trim()}`;
  const [lastFilter, setLastFilter] = useState(filterKey);
  if (filterKey !== lastFilter) { setLastFilter(filterKey); setPageNo(1); }
  const search = useDebouncedValue(keyword.trim(), 300);
  const list = useConversations({ box, status, keyword: search, pageNo });
  const page = list.data;
  // The chosen thread follows the list's newer copy of it (its state, assignee and unread change); once
  // it leaves the list (closed, taken), the changes made here are applied to the copy kept.
  const listed = selected ? page?.elements.find((c) => c.id === selected.id) : undefined;
  const current = listed ?? selected;
  const update = (patch: Partial<ChatConversation>) => setSelected((s) => (s ? { ...(listed ?? s), ...patch } : s));
  const pages = page ? Math.max(1, Math.ceil(page.totalElements / Math.max(1, page.pageSize))) : 1;

  const listPane = (
    <Stack sx={{ minHeight: 0, height: '100%', borderInlineEnd: wide ? 1 : 0, borderColor: 'divider' }}>
      <Box sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_, v: string) => onTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label={t('backoffice:chat.boxes')}>
          {tabs.map((x) => <Tab key={x.value} value={x.value} label={x.label} sx={{ minWidth: 0, paddingInline: 1.5 }} />)}
        </Tabs>
      </Box>
      <Stack spacing={1.5} sx={{ padding: 1.5, borderBlockEnd: 1, borderColor: 'divider' }}>
        <SearchField label={searchLabel} placeholder={searchPlaceholder} value={keyword} onChange={setKeyword} minWidth={0} />
        {filters}
      </Stack>
      <Box sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        <QueryState isPending={list.isPending} isError={list.isError} onRetry={() => void list.refetch()}>
          {page && (page.elements.length === 0
            ? <Typography color="text.secondary" sx={{ padding: 2 }}>{t('backoffice:chat.emptyList')}</Typography>
            : <ConversationList conversations={page.elements} selectedId={current?.id ?? null} onSelect={setSelected} showAssignee={showAssignee} />)}
        </QueryState>
      </Box>
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', padding: 1, borderBlockStart: 1, borderColor: 'divider' }}>
          <Pagination size="small" count={pages} page={pageNo} onChange={(_, p) => setPageNo(p)} />
        </Box>
      )}
    </Stack>
  );

  const threadPane = current ? (
    <ThreadPane
      key={current.id}
      conversation={current}
      actions={actions}
      canReply={canReply}
      canWithdraw={canWithdraw}
      onChange={update}
      onBack={wide ? undefined : () => setSelected(null)}
    />
  ) : (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100%' }}>
      <EmptyState icon={<ForumOutlined />} message={t('backoffice:chat.pickOne')} />
    </Box>
  );

  return (
    <Paper
      variant="outlined"
      sx={{ display: 'grid', gridTemplateColumns: wide ? 'minmax(260px, 320px) minmax(0, 1fr)' : 'minmax(0, 1fr)', height: { xs: 'calc(100vh - 180px)', md: 'calc(100vh - 200px)' }, minHeight: 520, overflow: 'hidden' }}
    >
      {(wide || !current) && listPane}
      {(wide || current) && <Box sx={{ minWidth: 0, minHeight: 0, height: '100%' }}>{threadPane}</Box>}
    </Paper>
  );
}
