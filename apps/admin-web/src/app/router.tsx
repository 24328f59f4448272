import { lazy, type ReactNode } from 'react';
import { createBackofficeRouter } from '@mall/backoffice/shared/create-backoffice-router';
import { backoffice } from '../config/backoffice';
import { paths, type PathName } from '../config/paths';
import { AppShell } from './layout/app-shell';
import { RequireRole } from './layout/require-role';

// Each route is its own chunk.
const HomeRoute = lazy(() => import('./routes/home'));
const SystemParametersRoute = lazy(() => import('./routes/system-parameters'));
const AuditLogRoute = lazy(() => import('./routes/audit-log'));
const ActivityRoute = lazy(() => import('./routes/activity'));
const ReferralRoute = lazy(() => import('./routes/referral'));
const UsersRoute = lazy(() => import('./routes/users'));
const SellersRoute = lazy(() => import('./routes/sellers'));
const StoresRoute = lazy(() => import('./routes/stores'));
const CategoriesRoute = lazy(() => import('./routes/categories'));
const PlatformGoodsRoute = lazy(() => import('./routes/platform-goods'));
const WarehousesRoute = lazy(() => import('./routes/warehouses'));
const BannersRoute = lazy(() => import('./routes/banners'));
const StaffRoute = lazy(() => import('./routes/staff'));
const RechargeReviewRoute = lazy(() => import('./routes/recharge-review'));
const WithdrawalReviewRoute = lazy(() => import('./routes/withdrawal-review'));
const ChannelsRoute = lazy(() => import('./routes/channels'));
const WalletSettingsRoute = lazy(() => import('./routes/wallet-settings'));
const BalanceAdjustmentRoute = lazy(() => import('./routes/balance-adjustment'));
const LedgerRoute = lazy(() => import('./routes/ledger'));
const LoansRoute = lazy(() => import('./routes/loans'));
const MerchantApplicationsRoute = lazy(() => import('./routes/merchant-applications'));
const KycRoute = lazy(() => import('./routes/kyc'));
const LoanSettingsRoute = lazy(() => import('./routes/loan-settings'));
const OrdersRoute = lazy(() => import('./routes/orders'));
const OrderDetailRoute = lazy(() => import('./routes/order-detail'));
const ReviewsRoute = lazy(() => import('./routes/reviews'));
const OrderSettingsRoute = lazy(() => import('./routes/order-settings'));
const SupportChatRoute = lazy(() => import('./routes/support-chat'));
const SupportChatFilterRoute = lazy(() => import('./routes/support-chat-filter'));
const SupportChatStatsRoute = lazy(() => import('./routes/support-chat-stats'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

// `path` serves a page below a navigation entry (an order's detail) under that entry's roles.
const gated = (page: PathName, node: ReactNode, path: string = paths[page].path) => ({ path, element: <RequireRole page={page}>{node}</RequireRole> });

export const router = createBackofficeRouter(backoffice, {
  shell: <AppShell />,
  home: <HomeRoute />,
  pages: [
    gated('systemParameters', <SystemParametersRoute />),
    gated('auditLog', <AuditLogRoute />),
    gated('activity', <ActivityRoute />),
    gated('referral', <ReferralRoute />),
    gated('users', <UsersRoute />),
    gated('sellers', <SellersRoute />),
    gated('merchantApplications', <MerchantApplicationsRoute />),
    gated('stores', <StoresRoute />),
    gated('categories', <CategoriesRoute />),
    gated('platformGoods', <PlatformGoodsRoute />),
    gated('warehouses', <WarehousesRoute />),
    gated('banners', <BannersRoute />),
    gated('staff', <StaffRoute />),
    gated('rechargeReview', <RechargeReviewRoute />),
    gated('withdrawalReview', <WithdrawalReviewRoute />),
    gated('channels', <ChannelsRoute />),
    gated('walletSettings', <WalletSettingsRoute />),
    gated('balanceAdjustment', <BalanceAdjustmentRoute />),
    gated('ledger', <LedgerRoute />),
    gated('loans', <LoansRoute />),
    gated('kyc', <KycRoute />),
    gated('loanSettings', <LoanSettingsRoute />),
    gated('orders', <OrdersRoute />),
    gated('orders', <OrderDetailRoute />, paths.orderDetail.path),
    gated('reviews', <ReviewsRoute />),
    gated('orderSettings', <OrderSettingsRoute />),
    gated('supportChat', <SupportChatRoute />),
    gated('supportChat', <SupportChatFilterRoute />, paths.supportChatFilter.path),
    gated('supportChat', <SupportChatStatsRoute />, paths.supportChatStats.path),
  ],
  notFound: <NotFoundRoute />,
}, import.meta.env.BASE_URL);
