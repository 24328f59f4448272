import { storeChatBackend } from '@mall/backoffice/chat/chat-backend';
import { api } from '../../../lib/api';

/** The store's inbox calls (`chat!*` on the seller API) in the shape the shared chat screens use. */
export const storeChat = storeChatBackend(api);
