import type { ChatConversation, ChatMessage } from '@mall/api-client/chat';
import type { ChatLinks } from '../chat-links';

export const links: ChatLinks = { signIn: '/login', goods: (id) => `/productDetails?id=${id}`, window: '/chat' };

let seq = 100;
/** A message of the support thread (conversation 1), from support unless said otherwise. */
export const message = (over: Partial<ChatMessage> = {}): ChatMessage => {
  const id = String(seq++);
  return {
    id, send_receive: 'receive', type: 'text', content: `message ${id}`, createtime: '2026-05-10 10:00', targetUsername: 'Anna',
    delete_status: 0, conversationId: '1', sender: 'support', createdAt: '2026-05-10T02:00:00.000Z', masked: 0, ...over,
  };
};

export const conversation = (over: Partial<ChatConversation> = {}): ChatConversation => ({
  id: '7', kind: 'store', status: 'open', buyerId: '2', buyerName: 'ann', sellerId: '30', sellerName: 'Kettle House', subject: null,
  assigneeId: '', assigneeName: '', lastMessage: '', lastMessageAt: '', unread: 0, flagged: 0, ...over,
});

export const page = <T,>(elements: T[]) => ({ elements, totalElements: elements.length, thisPageNumber: 1, pageSize: 20 });
