import { useContext } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button, { type ButtonProps } from '@mui/material/Button';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { OpenChatContext } from '../hooks/use-open-chat';
import type { ChatTarget } from '../utils/chat-target';

export interface ContactSellerButtonProps extends Omit<ButtonProps, 'onClick' | 'children' | 'about'> {
  /** The store's conversation to open (about a product or an order); none = customer service. */
  about?: ChatTarget;
  /** A chat page to go to instead of opening the dialog (the mobile app). */
  to?: string;
}

/**
 * "Contact seller" (or "Customer service" without a store): opens the chat on that conversation, in
 * the dialog of a `ChatDialogProvider` above, or on the page `to`.
 */
export function ContactSellerButton({ about, to, variant = 'outlined', ...props }: ContactSellerButtonProps) {
  const { t } = useTranslation();
  const open = useContext(OpenChatContext);
  const store = Boolean(about && (about.sellerId || about.productId || about.orderNo));
  const action = to ? { component: RouterLink, to } : { onClick: () => open?.(about) };
  return (
    <Button
      variant={variant}
      startIcon={store ? <ChatOutlined /> : <SupportAgentOutlined />}
      {...action}
      {...props}
    >
      {store ? t('chat:contactSeller') : t('chat:customerService')}
    </Button>
  );
}
