import { z } from 'zod';
import { endpoints, noData } from './endpoint';

// Customer-service chat. Two kinds of conversation: a buyer with platform support (the existing
// clients' `newOnlinechat!*` calls, one thread per buyer) and a buyer with a store (about a product
// or an order; one thread per buyer and store). Messages are stored once and are text or a picture
// URL from `uploadimg!execute` (moduleName=online). Clients render text as text only.

/** Longest text message, in characters. */
export const CHAT_MAX_TEXT = 2000;
/** Messages per page of a thread. */
export const CHAT_PAGE_SIZE = 20;
/** How often clients without the websocket poll an open conversation, and the unread counts. */
export const CHAT_POLL_MS = 5_000;
export const UNREAD_POLL_MS = 30_000;

export const chatMessageType = z.enum(['text', 'img']);
export type ChatMessageType = z.infer<typeof chatMessageType>;

/** Who wrote a message. */
export const chatSender = z.enum(['buyer', 'seller', 'support']);
export type ChatSender = z.infer<typeof chatSender>;

/**
 * A message as the existing buyer clients read it, with our fields after theirs. `send_receive` is
 * seen from the reader: "send" = written by the reader's side, "receive" = by the other side.
 * `createtime` is "yyyy-MM-dd HH:mm" in Asia/Shanghai; `createdAt` is ISO-8601 UTC.
 */
export const chatMessage = z.object({
  id: z.string(),
  send_receive: z.enum(['send', 'receive']),
  type: chatMessageType,
  content: z.string(),
  createtime: z.string(),
  /** Name shown for the other side (support agent's name, store name, or the buyer's name). */
  targetUsername: z.string(),
  /** 0: shown; 1: withdrawn by support (content is then ""). */
  delete_status: z.number(),
  // Ours:
  conversationId: z.string(),
  sender: chatSender,
  createdAt: z.string(),
  /** 1 when the content filter masked part of the text (buyer↔store threads). */
  masked: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** What a buyer↔store conversation is about: the card shown above the thread. */
export const chatSubject = z.object({
  kind: z.enum(['product', 'order']),
  id: z.string(),
  title: z.string(),
  image: z.string(),
  /** Product price or order total, as a decimal string. */
  amount: z.string(),
});
export type ChatSubject = z.infer<typeof chatSubject>;

/** A conversation in a list (buyer's store threads, the seller's inbox, the support console). */
export const chatConversation = z.object({
  id: z.string(),
  kind: z.enum(['support', 'store']),
  status: z.enum(['open', 'closed']),
  buyerId: z.string(),
  buyerName: z.string(),
  /** "" for support conversations. */
  sellerId: z.string(),
  sellerName: z.string(),
  subject: chatSubject.nullable(),
  /** Support agent who took it ("" when unassigned; always "" for store threads). */
  assigneeId: z.string(),
  assigneeName: z.string(),
  /** Preview of the last message ("[img]" for a picture), and its ISO time ("" when empty). */
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  /** Unread for the reader of the list. */
  unread: z.number(),
  /** 1 when the content filter flagged a message in it. */
  flagged: z.number(),
});
export type ChatConversation = z.infer<typeof chatConversation>;

const idParam = z.string().trim().regex(/^\d{1,18}$/, 'CHAT_NOT_FOUND');
const olderThan = z.string().trim().regex(/^\d{0,18}$/).optional().default('');
const sendFields = {
  type: z.string().optional().default('text'),
  content: z.string().optional().default(''),
};
const page = {
  pageNo: z.coerce.number().int().min(1).catch(1).default(1),
};
const pageOf = <T extends z.ZodTypeAny>(item: T) => z.object({ elements: z.array(item), totalElements: z.number(), thisPageNumber: z.number(), pageSize: z.number() });
const id = z.object({ id: z.string() });

/** Unread counts pushed over the websocket and answered by `*!unread`. */
export const unreadCounts = z.object({ support: z.number(), stores: z.number() });
export type UnreadCounts = z.infer<typeof unreadCounts>;

const b = endpoints('buyer');

/** Buyer ↔ support (the existing clients' calls) and buyer ↔ store threads (ours). */
export const buyerChatApi = {
  /** Newest first; `message_id` pages back to messages older than it. Reading marks the thread read. */
  list: b.signedIn('newOnlinechat!list', { input: z.object({ message_id: olderThan }), output: z.array(chatMessage) }),
  /** `content` arrives URL-encoded (decoded once by the server); for `img` it is an uploaded picture URL. */
  send: b.signedIn('newOnlinechat!send', { input: z.object(sendFields), output: chatMessage }),
  /** Unread messages from support: a plain number (0 for a guest: existing clients poll it signed out too). */
  unread: b.open('newOnlinechat!unread', { method: 'GET', output: z.number() }),
  /** Unread messages from stores (`loginType=user`): a plain number (0 for a guest). */
  storeUnread: b.open('userOnlineChatController!unread', { method: 'GET', input: z.object({ loginType: z.string().optional().default('user') }), output: z.number() }),
  /** Both counts in one call (our apps). */
  counts: b.signedIn('storeChat!unread', { method: 'GET', output: unreadCounts }),
  /** The buyer's conversations with stores, most recent first. */
  threads: b.signedIn('storeChat!threads', { input: z.object(page), output: pageOf(chatConversation) }),
  /** Opens (or finds) the thread with a store, about a product or an order of that store when given. */
  open: b.signedIn('storeChat!open', {
    input: z.object({ sellerId: z.string().optional().default(''), productId: z.string().optional().default(''), orderNo: z.string().optional().default('') }),
    output: chatConversation,
  }),
  messages: b.signedIn('storeChat!list', { input: z.object({ conversationId: idParam, message_id: olderThan }), output: z.array(chatMessage) }),
  sendTo: b.signedIn('storeChat!send', { input: z.object({ conversationId: idParam, ...sendFields }), output: chatMessage }),
};

/** A saved reply an agent or a store inserts with one click. */
export const cannedReply = z.object({ id: z.string(), title: z.string(), content: z.string() });
export type CannedReply = z.infer<typeof cannedReply>;
export const cannedInput = z.object({ id: z.string().optional().default(''), title: z.string().trim().default(''), content: z.string().default('') });

/** What is shown beside a thread: the buyer, recent orders, and (support only) the wallet. */
export const chatContext = z.object({
  buyer: z.object({ id: z.string(), name: z.string(), userCode: z.string(), email: z.string(), phone: z.string(), createdAt: z.string(), status: z.string() }),
  orders: z.array(z.object({ orderNo: z.string(), status: z.number(), amount: z.string(), createdAt: z.string() })),
  /** null for stores: they do not see a buyer's wallet. Balance, and what a withdrawal under review holds (decimal text). */
  wallet: z.object({ balance: z.string(), frozen: z.string() }).nullable(),
});
export type ChatContext = z.infer<typeof chatContext>;

const s = endpoints('seller');

/** The store's inbox: buyers' conversations with it. */
export const sellerChatApi = {
  threads: s.signedIn('chat!threads', {
    input: z.object({ ...page, status: z.enum(['open', 'closed', 'all']).catch('open').default('open'), keyword: z.string().trim().optional().default('') }),
    output: pageOf(chatConversation),
  }),
  messages: s.signedIn('chat!list', { input: z.object({ conversationId: idParam, message_id: olderThan }), output: z.array(chatMessage) }),
  send: s.signedIn('chat!send', { input: z.object({ conversationId: idParam, ...sendFields }), output: chatMessage }),
  unread: s.signedIn('chat!unread', { method: 'GET', output: z.number() }),
  close: s.signedIn('chat!close', { input: z.object({ conversationId: idParam }), output: noData }),
  reopen: s.signedIn('chat!reopen', { input: z.object({ conversationId: idParam }), output: noData }),
  /** The buyer beside the thread: name, since when, and the buyer's orders with this store. */
  context: s.signedIn('chat!context', { input: z.object({ conversationId: idParam }), output: chatContext }),
  canned: s.signedIn('chat!canned', { output: z.array(cannedReply) }),
  saveCanned: s.signedIn('chat!saveCanned', { input: cannedInput, output: id }),
  deleteCanned: s.signedIn('chat!deleteCanned', { input: z.object({ id: idParam }), output: noData }),
};

/** Per agent: conversations handled, average first-reply and resolution times (seconds, from records). */
export const agentStats = z.object({
  agentId: z.string(),
  agentName: z.string(),
  conversations: z.number(),
  replied: z.number(),
  avgFirstReplySeconds: z.number(),
  resolved: z.number(),
  avgResolutionSeconds: z.number(),
});
export type AgentStats = z.infer<typeof agentStats>;

/** Words and patterns masked in buyer↔store threads (e.g. phone numbers, payment addresses). */
export const chatFilter = z.object({
  words: z.array(z.string()),
  /** Regular expressions (JavaScript syntax, case-insensitive). */
  patterns: z.array(z.string()),
});
export type ChatFilter = z.infer<typeof chatFilter>;

const a = endpoints('admin');

/** The support console. */
export const adminChatApi = {
  /** unassigned / mine / all support threads; flagged = buyer↔store threads the filter flagged. */
  inbox: a.signedIn('supportChat!list', {
    input: z.object({
      ...page,
      box: z.enum(['unassigned', 'mine', 'all', 'flagged']).catch('all').default('all'),
      status: z.enum(['open', 'closed', 'all']).catch('open').default('open'),
      keyword: z.string().trim().optional().default(''),
    }),
    output: pageOf(chatConversation),
  }),
  /** Counts for the console's tabs and the nav badge. */
  unread: a.signedIn('supportChat!unread', { method: 'GET', output: z.object({ unassigned: z.number(), mine: z.number(), all: z.number(), flagged: z.number() }) }),
  messages: a.signedIn('supportChat!messages', { input: z.object({ conversationId: idParam, message_id: olderThan }), output: z.array(chatMessage) }),
  /** Replies in a support thread (takes it when unassigned). */
  send: a.signedIn('supportChat!send', { input: z.object({ conversationId: idParam, ...sendFields }), output: chatMessage }),
  /** Assigns to an agent; without `adminId`, to the caller ("take"). */
  assign: a.signedIn('supportChat!assign', { input: z.object({ conversationId: idParam, adminId: z.string().optional().default('') }), output: noData }),
  close: a.signedIn('supportChat!close', { input: z.object({ conversationId: idParam }), output: noData }),
  reopen: a.signedIn('supportChat!reopen', { input: z.object({ conversationId: idParam }), output: noData }),
  /** Withdraws a message (its content is no longer shown to anyone). */
  withdraw: a.signedIn('supportChat!withdraw', { input: z.object({ messageId: idParam }), output: noData }),
  context: a.signedIn('supportChat!context', { input: z.object({ conversationId: idParam }), output: chatContext }),
  /** Agents that threads can be assigned to (support role). */
  agents: a.signedIn('supportChat!agents', { output: z.array(z.object({ id: z.string(), name: z.string() })) }),
  stats: a.signedIn('supportChat!stats', { output: z.array(agentStats) }),
  canned: a.signedIn('supportChat!canned', { output: z.array(cannedReply) }),
  saveCanned: a.signedIn('supportChat!saveCanned', { input: cannedInput, output: id }),
  deleteCanned: a.signedIn('supportChat!deleteCanned', { input: z.object({ id: idParam }), output: noData }),
  filter: a.signedIn('supportChat!settings', { output: chatFilter }),
  saveFilter: a.signedIn('supportChat!saveSettings', { input: z.object({ words: z.string().default(''), patterns: z.string().default('') }), output: chatFilter }),
};

/**
 * Events on the websocket (`WS_PORT`, or `/ws` on the web port), as JSON text frames. Clients connect
 * with `?token=<token>&surface=user|seller|admin` and may send `{"type":"ping"}` (answered `pong`).
 */
export type ChatSocketEvent =
  | { type: 'hello'; authenticated: boolean }
  | { type: 'pong'; time: number }
  /** A new message in a conversation the account takes part in (or, for support, any support thread). */
  | { type: 'chat.message'; conversationId: string; message: ChatMessage }
  /** Unread counts changed (buyers: support and stores; sellers: stores = inbox; admins: support = unassigned+mine). */
  | { type: 'chat.unread'; counts: UnreadCounts }
  /** A seller notice was created (seller accounts). */
  | { type: 'notice'; count: number }
  /** An order of the account changed status. */
  | { type: 'order.status'; orderNo: string; status: number };
