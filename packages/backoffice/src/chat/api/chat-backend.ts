import type { ApiClient } from '@mall/api-client/client';
import {
  assignSupportThread, closeSellerThread, closeSupportThread, deleteSellerCanned, deleteSupportCanned, getSellerChatContext, getSellerUnread,
  getSupportContext, getSupportUnread, listConsoleMessages, listSellerCanned, listSellerMessages, listSellerThreads, listSupportCanned,
  listSupportInbox, reopenSellerThread, reopenSupportThread, saveSellerCanned, saveSupportCanned, sendConsoleMessage, sendSellerMessage,
  withdrawChatMessage, type CannedReply, type ChatContext, type ChatConversation, type ChatMessage, type ChatMessageType, type SupportBox,
} from '@mall/api-client/chat';

/** Which conversations a list shows: the support console's boxes, or (both surfaces) a state. */
export type ChatBox = SupportBox | 'inbox';
export type ChatStatusFilter = 'open' | 'closed' | 'all';

export interface ChatListQuery {
  box: ChatBox;
  status: ChatStatusFilter;
  keyword: string;
  pageNo: number;
}

export interface ChatPage {
  elements: ChatConversation[];
  totalElements: number;
  pageSize: number;
  thisPageNumber: number;
}

/**
 * The calls of one back-office surface behind one shape: the store's inbox (`chat!*` on the seller
 * API) or the support console (`supportChat!*` on the admin API). The shared screens use only this.
 */
export interface ChatBackend {
  /** The socket surface, and what tells the two caches apart in keys. */
  surface: 'seller' | 'admin';
  list: (q: ChatListQuery) => Promise<ChatPage>;
  /** The unread count of the navigation badge. */
  unread: () => Promise<number>;
  messages: (conversationId: string, before?: string) => Promise<ChatMessage[]>;
  send: (conversationId: string, type: ChatMessageType, content: string) => Promise<ChatMessage>;
  close: (conversationId: string) => Promise<void>;
  reopen: (conversationId: string) => Promise<void>;
  context: (conversationId: string) => Promise<ChatContext>;
  canned: () => Promise<CannedReply[]>;
  saveCanned: (reply: { id?: string; title: string; content: string }) => Promise<{ id: string }>;
  deleteCanned: (id: string) => Promise<void>;
  /** Support only: take a thread (no agent) or hand it to an agent. */
  assign?: (conversationId: string, adminId?: string) => Promise<void>;
  /** Support only: withdraw a message. */
  withdraw?: (messageId: string) => Promise<void>;
}

/** The store's inbox on the seller API. */
export function storeChatBackend(api: ApiClient): ChatBackend {
  return {
    surface: 'seller',
    list: (q) => listSellerThreads(api, { pageNo: q.pageNo, status: q.status, keyword: q.keyword }),
    unread: () => getSellerUnread(api),
    messages: (id, before) => listSellerMessages(api, id, before),
    send: (id, type, content) => sendSellerMessage(api, id, type, content),
    close: (id) => closeSellerThread(api, id),
    reopen: (id) => reopenSellerThread(api, id),
    context: (id) => getSellerChatContext(api, id),
    canned: () => listSellerCanned(api),
    saveCanned: (reply) => saveSellerCanned(api, reply),
    deleteCanned: (id) => deleteSellerCanned(api, id),
  };
}

/** The support console on the admin API; the navigation badge counts what is unassigned and what is mine. */
export function supportChatBackend(api: ApiClient): ChatBackend {
  return {
    surface: 'admin',
    list: (q) => listSupportInbox(api, { pageNo: q.pageNo, box: q.box === 'inbox' ? 'all' : q.box, status: q.status, keyword: q.keyword }),
    unread: async () => { const c = await getSupportUnread(api); return c.unassigned + c.mine; },
    messages: (id, before) => listConsoleMessages(api, id, before),
    send: (id, type, content) => sendConsoleMessage(api, id, type, content),
    close: (id) => closeSupportThread(api, id),
    reopen: (id) => reopenSupportThread(api, id),
    context: (id) => getSupportContext(api, id),
    canned: () => listSupportCanned(api),
    saveCanned: (reply) => saveSupportCanned(api, reply),
    deleteCanned: (id) => deleteSupportCanned(api, id),
    assign: (id, adminId) => assignSupportThread(api, id, adminId),
    withdraw: (messageId) => withdrawChatMessage(api, messageId),
  };
}
