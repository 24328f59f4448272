import { supportChatBackend } from '@mall/backoffice/chat/chat-backend';
import { api } from '../../../lib/api';

/** The console's calls (`supportChat!*` on the admin API) in the shape the shared chat screens use. */
export const supportChat = supportChatBackend(api);
