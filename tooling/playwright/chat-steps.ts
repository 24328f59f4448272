import type { APIRequestContext, Page } from '@playwright/test';
import { call, E2E_ADMIN } from './api';

// Steps the chat journeys share: a new buyer signed in on a page, what the server holds of a thread,
// and a reply from the support console's API (as an agent would send it).

/** A new buyer signed in on `page` (the token is stored before the first page loads); answers its email and token. */
export async function newChatBuyer(request: APIRequestContext, page: Page, prefix: string, api: '/api' | '/wap/api' = '/api'): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}@e2e.test`;
  const res = await request.get(`${api}/localuser!registerNoVerifcode`, { params: { username: email, password: 'abc123', re_password: 'abc123', type: '2' } });
  const { token } = ((await res.json()) as { data: { token: string } }).data;
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, token);
  return { email, token };
}

interface WireMessage { id: string; conversationId: string; send_receive: string; type: string; content: string }

/** The buyer's support thread as the server holds it, newest first. */
export function supportThread(request: APIRequestContext, buyerToken: string): Promise<WireMessage[]> {
  return call<WireMessage[]>(request, '/api/newOnlinechat!list', { message_id: '' }, buyerToken);
}

/** Support answers the buyer's thread through the console's API (`supportChat!send`, text URL-encoded). */
export async function supportReplies(request: APIRequestContext, buyerToken: string, text: string): Promise<void> {
  const [last] = await supportThread(request, buyerToken);
  if (!last) throw new Error('the buyer has no support thread yet');
  const { token } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  await call(request, '/api/admin/supportChat!send', { conversationId: last.conversationId, type: 'text', content: encodeURIComponent(text) }, token);
}

/** The store's inbox as its seller sees it (`chat!threads`), with the newest messages of its first thread. */
export async function sellerInbox(request: APIRequestContext, email: string, password: string) {
  const { token } = await call<{ token: string }>(request, '/api/seller/auth!login', { email, password });
  const threads = await call<{ elements: { id: string; buyerName: string; subject: { title: string } | null }[] }>(request, '/api/seller/chat!threads', { pageNo: 1, status: 'all' }, token);
  const first = threads.elements[0];
  const messages = first ? await call<WireMessage[]>(request, '/api/seller/chat!list', { conversationId: first.id, message_id: '' }, token) : [];
  return { threads: threads.elements, messages };
}
