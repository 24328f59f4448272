import type { ComponentType } from 'react';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import { ChatLiveProvider } from '@mall/backoffice/chat/chat-live';
import { useChatUnread } from '@mall/backoffice/chat/use-chat';
import { BackofficeShell } from '@mall/backoffice/shared/backoffice-shell';
import { useMe } from '../../features/auth/api/get-me';
import { storeChat } from '../../features/messages/api/store-chat';
import { refreshNoticesOn } from '../../features/notices/api/notices';
import { NoticeBell } from '../../features/notices/components/notice-bell';
import { useStore } from '../../features/store/api/get-store';
import { navItems, type NavItem } from './navigation';

const icons: Record<NavItem['id'], ComponentType> = {
  home: DashboardOutlined,
  storeProfile: StorefrontOutlined,
  goods: Inventory2Outlined,
  orders: ReceiptLongOutlined,
  messages: ForumOutlined,
  reviews: RateReviewOutlined,
  wallet: AccountBalanceWalletOutlined,
  loan: SavingsOutlined,
  referral: GroupAddOutlined,
  verification: VerifiedUserOutlined,
  statistics: InsightsOutlined,
};

function Shell() {
  // The store's current name (store!info) once known: the account's own copy is the name it was opened with.
  const store = useStore();
  const unread = useChatUnread().data ?? 0;
  const entries = navItems.map((item) => ({ href: item.href, labelKey: item.labelKey, icon: icons[item.id], badge: item.id === 'messages' ? unread : undefined }));
  return <BackofficeShell me={useMe()} items={() => entries} user={(me) => ({ name: store.data?.name ?? me.storeName, detail: me.name })} actions={<NoticeBell />} />;
}

/** The signed-in frame of the seller zone: the store, the seller and the zone's sections; the socket stays open for the inbox's badge and the notice bell. */
export function AppShell() {
  return (
    <ChatLiveProvider backend={storeChat} onSocketEvent={refreshNoticesOn}>
      <Shell />
    </ChatLiveProvider>
  );
}
