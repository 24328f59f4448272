import type { ComponentType } from 'react';
import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import CallReceivedOutlined from '@mui/icons-material/CallReceivedOutlined';
import CallMadeOutlined from '@mui/icons-material/CallMadeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import SavingsOutlined from '@mui/icons-material/SavingsOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import StoreMallDirectoryOutlined from '@mui/icons-material/StoreMallDirectoryOutlined';
import ViewCarouselOutlined from '@mui/icons-material/ViewCarouselOutlined';
import WarehouseOutlined from '@mui/icons-material/WarehouseOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsSuggestOutlined from '@mui/icons-material/SettingsSuggestOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { ChatLiveProvider } from '@mall/backoffice/chat/chat-live';
import { useChatUnread } from '@mall/backoffice/chat/use-chat';
import { BackofficeShell } from '@mall/backoffice/shared/backoffice-shell';
import { useMe } from '../../features/auth/api/get-me';
import { supportChat } from '../../features/support-chat/api/support-chat';
import type { PathName } from '../../config/paths';
import { canAccess, navItem, visibleNavItems } from './navigation';

const icons: Record<PathName, ComponentType> = {
  signIn: DashboardOutlined,
  home: DashboardOutlined,
  systemParameters: TuneOutlined,
  auditLog: HistoryOutlined,
  activity: CampaignOutlined,
  referral: AccountTreeOutlined,
  users: PeopleOutlined,
  sellers: StorefrontOutlined,
  merchantApplications: AssignmentIndOutlined,
  stores: StoreMallDirectoryOutlined,
  categories: CategoryOutlined,
  platformGoods: Inventory2Outlined,
  warehouses: WarehouseOutlined,
  banners: ViewCarouselOutlined,
  staff: SupervisorAccountOutlined,
  rechargeReview: CallReceivedOutlined,
  withdrawalReview: CallMadeOutlined,
  channels: HubOutlined,
  walletSettings: ScheduleOutlined,
  balanceAdjustment: AccountBalanceOutlined,
  ledger: MenuBookOutlined,
  loans: SavingsOutlined,
  loanSettings: PercentOutlined,
  orders: ReceiptLongOutlined,
  orderDetail: ReceiptLongOutlined,
  reviews: RateReviewOutlined,
  kyc: VerifiedUserOutlined,
  orderSettings: SettingsSuggestOutlined,
  supportChat: SupportAgentOutlined,
  supportChatFilter: SupportAgentOutlined,
  supportChatStats: SupportAgentOutlined,
};

function Shell({ me }: { me: ReturnType<typeof useMe> }) {
  const unread = useChatUnread().data ?? 0;
  return (
    <BackofficeShell
      me={me}
      items={(m) => visibleNavItems(m.roles).map((item) => ({
        href: item.href, labelKey: item.labelKey, icon: icons[item.id], badge: item.id === 'supportChat' ? unread : undefined,
      }))}
      user={(m) => ({ name: m.name, detail: m.email })}
    />
  );
}

/**
 * The signed-in frame: the admin and the navigation the admin's roles allow. Agents (support, super
 * admin) keep the chat socket open on every page, for the unread badge of customer service.
 */
export function AppShell() {
  const me = useMe();
  const agent = Boolean(me.data && canAccess(navItem('supportChat')!, me.data.roles));
  return (
    <ChatLiveProvider backend={supportChat} enabled={agent}>
      <Shell me={me} />
    </ChatLiveProvider>
  );
}
