import { ChatWindowPage } from '@mall/storefront/chat/chat-window-page';
import { chatLinks } from '../../config/paths';

/** /chat?token=&partnerId=&name=&lang=&avatar=&productId=: the chat in a window of its own. */
export function Component() {
  return <ChatWindowPage links={chatLinks} />;
}
