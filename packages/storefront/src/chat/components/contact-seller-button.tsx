import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useOpenChat } from '../hooks/use-open-chat';
import type { ChatTarget } from '../utils/chat-target';

export interface ContactSellerButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'about'> {
  /** The store's conversation to open (about a product or an order); none = customer service. */
  about?: ChatTarget;
}

/** "Contact seller" (or "Customer service" without a store): opens the chat on that conversation. */
export function ContactSellerButton({ about, variant = 'outlined', ...props }: ContactSellerButtonProps) {
  const { t } = useTranslation();
  const open = useOpenChat();
  const store = Boolean(about && (about.sellerId || about.productId || about.orderNo));
  return (
    <Button
      variant={variant}
      startIcon={store ? <ChatOutlined /> : <SupportAgentOutlined />}
      onClick={() => open(about)}
      {...props}
    >
      {store ? t('chat:contactSeller') : t('chat:customerService')}
    </Button>
  );
}
