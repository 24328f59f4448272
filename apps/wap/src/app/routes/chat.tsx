import { useLocation, useNavigate } from 'react-router-dom';
import { ChatMobile } from '@mall/storefront/chat/chat-mobile';
import { chatLinks, paths } from '../../config/paths';

/** /chat (and /chat?partnerId=&productId=): customer service and the buyer's store conversations. */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  // Opened directly (no history inside the app): back goes to Me.
  const back = () => (location.key === 'default' ? navigate(paths.me.getHref()) : navigate(-1));
  return <ChatMobile links={chatLinks} onBack={() => void back()} />;
}
