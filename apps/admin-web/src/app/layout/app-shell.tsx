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
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { BackofficeShell } from '@mall/backoffice/shared/backoffice-shell';
import { useMe } from '../../features/auth/api/get-me';
import type { PathName } from '../../config/paths';
import { visibleNavItems } from './navigation';

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
};

/** The signed-in frame: the admin and the navigation the admin's roles allow. */
export function AppShell() {
  return (
    <BackofficeShell
      me={useMe()}
      items={(me) => visibleNavItems(me.roles).map((item) => ({ href: item.href, labelKey: item.labelKey, icon: icons[item.id] }))}
      user={(me) => ({ name: me.name, detail: me.email })}
    />
  );
}
