import {
  adminChatApi,
  buyerChatApi,
  sellerChatApi,
  type AgentStats,
  type CannedReply,
  type ChatContext,
  type ChatConversation,
  type ChatFilter,
  type ChatMessage,
  type ChatMessageType,
  type ChatSubject,
  type UnreadCounts,
} from '@mall/contract/chat';
import { platformApi } from '@mall/contract/platform';
import type { ApiClient } from './client';

// Customer-service chat calls. Buyers talk to support with the existing clients' `newOnlinechat!*`
// calls and to stores with `storeChat!*`; sellers and support agents read their inboxes. Text is sent
// URL-encoded, as the existing clients send it (the server decodes it once).

export type { AgentStats, CannedReply, ChatContext, ChatConversation, ChatFilter, ChatMessage, ChatMessageType, ChatSubject, UnreadCounts };

/** Which thread a call is about: the buyer's support thread, or a conversation by id. */
export type ThreadRef = { kind: 'support' } | { kind: 'conversation'; id: string };

const wireContent = (type: ChatMessageType, content: string) => (type === 'text' ? encodeURIComponent(content) : content);

// Buyer

/** A page of the buyer's support thread, newest first; `before` pages back. Marks it read. */
export function listSupportMessages(api: ApiClient, before = ''): Promise<ChatMessage[]> {
  return api.call(buyerChatApi.list, { message_id: before });
}

export function sendSupportMessage(api: ApiClient, type: ChatMessageType, content: string): Promise<ChatMessage> {
  return api.call(buyerChatApi.send, { type, content: wireContent(type, content) });
}

/** Unread from support and from stores. */
export function getBuyerUnread(api: ApiClient): Promise<UnreadCounts> {
  return api.call(buyerChatApi.counts);
}

export function listStoreThreads(api: ApiClient, pageNo = 1) {
  return api.call(buyerChatApi.threads, { pageNo });
}

/** Opens (or finds) the thread with a store; about a product or an order when given. */
export function openStoreThread(api: ApiClient, about: { sellerId?: string; productId?: string; orderNo?: string }): Promise<ChatConversation> {
  return api.call(buyerChatApi.open, about);
}

export function listStoreMessages(api: ApiClient, conversationId: string, before = ''): Promise<ChatMessage[]> {
  return api.call(buyerChatApi.messages, { conversationId, message_id: before });
}

export function sendStoreMessage(api: ApiClient, conversationId: string, type: ChatMessageType, content: string): Promise<ChatMessage> {
  return api.call(buyerChatApi.sendTo, { conversationId, type, content: wireContent(type, content) });
}

/** A buyer's thread, support or store, behind one pair of calls (the dialog and the chat page use it). */
export function buyerThread(api: ApiClient, ref: ThreadRef) {
  return {
    list: (before = '') => (ref.kind === 'support' ? listSupportMessages(api, before) : listStoreMessages(api, ref.id, before)),
    send: (type: ChatMessageType, content: string) =>
      ref.kind === 'support' ? sendSupportMessage(api, type, content) : sendStoreMessage(api, ref.id, type, content),
  };
}

/**
 * Uploads a chat picture (`moduleName=online`) with the client's own surface; answers its URL. The
 * seller and admin APIs answer `uploadimg!execute` with the same shapes as the buyer's.
 */
export function uploadChatImage(api: ApiClient, file: Blob): Promise<string> {
  return api.upload(platformApi.upload, file, 'online');
}

// Seller

export function listSellerThreads(api: ApiClient, q: { pageNo?: number; status?: 'open' | 'closed' | 'all'; keyword?: string } = {}) {
  return api.call(sellerChatApi.threads, q);
}
export function listSellerMessages(api: ApiClient, conversationId: string, before = ''): Promise<ChatMessage[]> {
  return api.call(sellerChatApi.messages, { conversationId, message_id: before });
}
export function sendSellerMessage(api: ApiClient, conversationId: string, type: ChatMessageType, content: string): Promise<ChatMessage> {
  return api.call(sellerChatApi.send, { conversationId, type, content: wireContent(type, content) });
}
export function getSellerUnread(api: ApiClient): Promise<number> {
  return api.call(sellerChatApi.unread);
}
export async function closeSellerThread(api: ApiClient, conversationId: string): Promise<void> {
  await api.call(sellerChatApi.close, { conversationId });
}
export async function reopenSellerThread(api: ApiClient, conversationId: string): Promise<void> {
  await api.call(sellerChatApi.reopen, { conversationId });
}
export function getSellerChatContext(api: ApiClient, conversationId: string): Promise<ChatContext> {
  return api.call(sellerChatApi.context, { conversationId });
}
export function listSellerCanned(api: ApiClient): Promise<CannedReply[]> {
  return api.call(sellerChatApi.canned);
}
export function saveSellerCanned(api: ApiClient, reply: { id?: string; title: string; content: string }) {
  return api.call(sellerChatApi.saveCanned, reply);
}
export async function deleteSellerCanned(api: ApiClient, id: string): Promise<void> {
  await api.call(sellerChatApi.deleteCanned, { id });
}

// Support console

export type SupportBox = 'unassigned' | 'mine' | 'all' | 'flagged';

export function listSupportInbox(api: ApiClient, q: { pageNo?: number; box?: SupportBox; status?: 'open' | 'closed' | 'all'; keyword?: string } = {}) {
  return api.call(adminChatApi.inbox, q);
}
export function getSupportUnread(api: ApiClient) {
  return api.call(adminChatApi.unread);
}
export function listConsoleMessages(api: ApiClient, conversationId: string, before = ''): Promise<ChatMessage[]> {
  return api.call(adminChatApi.messages, { conversationId, message_id: before });
}
export function sendConsoleMessage(api: ApiClient, conversationId: string, type: ChatMessageType, content: string): Promise<ChatMessage> {
  return api.call(adminChatApi.send, { conversationId, type, content: wireContent(type, content) });
}
/** Assigns a thread to an agent; without one, to the caller. */
export async function assignSupportThread(api: ApiClient, conversationId: string, adminId = ''): Promise<void> {
  await api.call(adminChatApi.assign, { conversationId, adminId });
}
export async function closeSupportThread(api: ApiClient, conversationId: string): Promise<void> {
  await api.call(adminChatApi.close, { conversationId });
}
export async function reopenSupportThread(api: ApiClient, conversationId: string): Promise<void> {
  await api.call(adminChatApi.reopen, { conversationId });
}
export async function withdrawChatMessage(api: ApiClient, messageId: string): Promise<void> {
  await api.call(adminChatApi.withdraw, { messageId });
}
export function getSupportContext(api: ApiClient, conversationId: string): Promise<ChatContext> {
  return api.call(adminChatApi.context, { conversationId });
}
export function listSupportAgents(api: ApiClient) {
  return api.call(adminChatApi.agents);
}
export function getSupportStats(api: ApiClient): Promise<AgentStats[]> {
  return api.call(adminChatApi.stats);
}
export function listSupportCanned(api: ApiClient): Promise<CannedReply[]> {
  return api.call(adminChatApi.canned);
}
export function saveSupportCanned(api: ApiClient, reply: { id?: string; title: string; content: string }) {
  return api.call(adminChatApi.saveCanned, reply);
}
export async function deleteSupportCanned(api: ApiClient, id: string): Promise<void> {
  await api.call(adminChatApi.deleteCanned, { id });
}
export function getChatFilter(api: ApiClient): Promise<ChatFilter> {
  return api.call(adminChatApi.filter);
}
/** Saves the filter: one word or pattern per line. */
export function saveChatFilter(api: ApiClient, filter: ChatFilter): Promise<ChatFilter> {
  return api.call(adminChatApi.saveFilter, { words: filter.words.join('\n'), patterns: filter.patterns.join('\n') });
}
