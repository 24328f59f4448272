import type { CannedReply, ChatContext, ChatConversation, ChatMessage } from '@mall/api-client/chat';
import { fakeApi, type Call } from './fake-api';

// A chat server for component tests of the store's inbox (`chat!*`) and the support console
// (`supportChat!*`): conversations, messages, canned replies and the buyer's context in memory.

export const conversation = (over: Partial<ChatConversation> & { id: string }): ChatConversation => ({
  kind: 'support', status: 'open', buyerId: '7', buyerName: 'Amy Buyer', sellerId: '', sellerName: '', subject: null, assigneeId: '',
  assigneeName: '', lastMessage: 'Hello?', lastMessageAt: '2026-11-26T02:00:00.000Z', unread: 1, flagged: 0, ...over,
});

export const message = (over: Partial<ChatMessage> & { id: string; conversationId: string }): ChatMessage => ({
  send_receive: 'receive', type: 'text', content: `message ${over.id}`, createtime: '2026-11-26 10:00', targetUsername: 'Amy Buyer',
  delete_status: 0, sender: 'buyer', createdAt: '2026-11-26T02:00:00.000Z', masked: 0, ...over,
});

export const buyerContext = (over: Partial<ChatContext> = {}): ChatContext => ({
  buyer: { id: '7', name: 'Amy Buyer', userCode: 'U1007', email: 'amy@x.test', phone: '+15550101', createdAt: '2026-01-05T08:00:00.000Z', status: 'active' },
  orders: [{ orderNo: 'O2026112600001', status: 1, amount: '125.5', createdAt: '2026-11-25T09:00:00.000Z' }],
  wallet: null,
  ...over,
});

export interface FakeChatState {
  conversations: ChatConversation[];
  messages: ChatMessage[];
  canned: CannedReply[];
  context: ChatContext;
  /** The support console's agents (admin). */
  agents: { id: string; name: string }[];
  me: { id: string; name: string };
}

/**
 * Answers the chat calls of one surface from `state` (changed by the writes) and records every call;
 * `extra` adds or replaces handlers. Sent text arrives URL-encoded, as the wire has it, and is decoded.
 */
export function fakeChat(surface: 'seller' | 'admin', init: Partial<FakeChatState> = {}, extra: Record<string, (p: Record<string, string>) => unknown> = {}) {
  const state: FakeChatState = {
    conversations: [], messages: [], canned: [], context: buyerContext(), agents: [], me: { id: '2', name: 'Sue Agent' }, ...init,
  };
  let nextId = 1000;
  const c = (name: string) => (surface === 'admin' ? `supportChat!${name}` : `chat!${name}`);
  const find = (id: string) => state.conversations.find((x) => x.id === id)!;
  const page = (elements: ChatConversation[]) => ({ elements, totalElements: elements.length, thisPageNumber: 1, pageSize: 20 });
  const byStatus = (x: ChatConversation, status: string) => status === 'all' || x.status === (status || 'open');
  const byKeyword = (x: ChatConversation, keyword: string) => !keyword || x.buyerName.toLowerCase().includes(decodeURIComponent(keyword).toLowerCase());
  const thread = (p: Record<string, string>) => state.messages
    .filter((m) => m.conversationId === p.conversationId && (!p.message_id || Number(m.id) < Number(p.message_id)))
    .sort((a, b) => Number(b.id) - Number(a.id))
    .slice(0, 20);
  const handlers: Record<string, (p: Record<string, string>) => unknown> = {
    // A thread's messages: the support console's `supportChat!messages`, the store inbox's `chat!list`.
    [surface === 'admin' ? 'supportChat!messages' : 'chat!list']: thread,
    [c('send')]: (p) => {
      const m = message({
        id: String(++nextId), conversationId: p.conversationId, type: p.type as 'text' | 'img', content: p.type === 'text' ? decodeURIComponent(p.content) : p.content,
        send_receive: 'send', sender: surface === 'admin' ? 'support' : 'seller', targetUsername: 'Amy Buyer', createdAt: new Date().toISOString(),
      });
      state.messages.push(m);
      return m;
    },
    [c('close')]: (p) => { find(p.conversationId).status = 'closed'; return null; },
    [c('reopen')]: (p) => { find(p.conversationId).status = 'open'; return null; },
    [c('context')]: () => state.context,
    [c('canned')]: () => state.canned,
    [c('saveCanned')]: (p) => {
      const id = p.id || String(++nextId);
      state.canned = [...state.canned.filter((r) => r.id !== id), { id, title: p.title, content: p.content }];
      return { id };
    },
    [c('deleteCanned')]: (p) => { state.canned = state.canned.filter((r) => r.id !== p.id); return null; },
    'uploadimg!execute': () => '/uploads/sent.png',
  };
  if (surface === 'seller') {
    handlers['chat!threads'] = (p) => page(state.conversations.filter((x) => byStatus(x, p.status) && byKeyword(x, p.keyword ?? '')));
    handlers['chat!unread'] = () => state.conversations.reduce((n, x) => n + x.unread, 0);
  } else {
    const inBox = (x: ChatConversation, box: string) =>
      box === 'flagged' ? x.kind === 'store' && x.flagged === 1
        : x.kind === 'support' && (box === 'unassigned' ? !x.assigneeId : box === 'mine' ? x.assigneeId === state.me.id : true);
    handlers['supportChat!list'] = (p) => page(state.conversations.filter((x) => inBox(x, p.box) && byStatus(x, p.status) && byKeyword(x, p.keyword ?? '')));
    handlers['supportChat!unread'] = () => {
      const open = state.conversations.filter((x) => x.status === 'open');
      const count = (box: string) => open.filter((x) => inBox(x, box)).reduce((n, x) => n + x.unread, 0);
      return { unassigned: count('unassigned'), mine: count('mine'), all: count('all'), flagged: count('flagged') };
    };
    handlers['supportChat!assign'] = (p) => {
      const agent = p.adminId ? state.agents.find((a) => a.id === p.adminId)! : state.me;
      Object.assign(find(p.conversationId), { assigneeId: agent.id, assigneeName: agent.name });
      return null;
    };
    handlers['supportChat!withdraw'] = (p) => {
      state.messages = state.messages.map((m) => (m.id === p.messageId ? { ...m, delete_status: 1, content: '' } : m));
      return null;
    };
    handlers['supportChat!agents'] = () => state.agents;
    handlers['auth!me'] = () => ({ id: state.me.id, email: 'sue@x.test', name: state.me.name, roles: ['support'] });
  }
  const calls: Call[] = fakeApi({ ...handlers, ...extra });
  return { state, calls };
}
