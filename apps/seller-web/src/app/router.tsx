import { lazy } from 'react';
import { createBackofficeRouter } from '@mall/backoffice/shared/create-backoffice-router';
import { backoffice } from '../config/backoffice';
import { paths } from '../config/paths';
import { AppShell } from './layout/app-shell';

// Each route is its own chunk.
const HomeRoute = lazy(() => import('./routes/home'));
const StoreProfileRoute = lazy(() => import('./routes/store-profile'));
const GoodsRoute = lazy(() => import('./routes/goods'));
const GoodsPlatformRoute = lazy(() => import('./routes/goods-platform'));
const GoodsCreateRoute = lazy(() => import('./routes/goods-create'));
const StatisticsRoute = lazy(() => import('./routes/statistics'));
const WalletRoute = lazy(() => import('./routes/wallet'));
const WalletWithdrawRoute = lazy(() => import('./routes/wallet-withdraw'));
const WalletSafewordRoute = lazy(() => import('./routes/wallet-safeword'));
const LoanRoute = lazy(() => import('./routes/loan'));
const ReferralRoute = lazy(() => import('./routes/referral'));
const VerificationRoute = lazy(() => import('./routes/verification'));
const OrdersRoute = lazy(() => import('./routes/orders'));
const OrderDetailRoute = lazy(() => import('./routes/order-detail'));
const ReviewsRoute = lazy(() => import('./routes/reviews'));
const MessagesRoute = lazy(() => import('./routes/messages'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));
const SetPasswordRoute = lazy(() => import('./routes/set-password'));

export const router = createBackofficeRouter(backoffice, {
  shell: <AppShell />,
  home: <HomeRoute />,
  pages: [
    { path: paths.storeProfile.path, element: <StoreProfileRoute /> },
    { path: paths.goods.path, element: <GoodsRoute /> },
    { path: paths.goodsPlatform.path, element: <GoodsPlatformRoute /> },
    { path: paths.goodsCreate.path, element: <GoodsCreateRoute /> },
    { path: paths.statistics.path, element: <StatisticsRoute /> },
    { path: paths.orders.path, element: <OrdersRoute /> },
    { path: paths.orderDetail.path, element: <OrderDetailRoute /> },
    { path: paths.reviews.path, element: <ReviewsRoute /> },
    { path: paths.wallet.path, element: <WalletRoute /> },
    { path: paths.walletWithdraw.path, element: <WalletWithdrawRoute /> },
    { path: paths.walletSafeword.path, element: <WalletSafewordRoute /> },
    { path: paths.loan.path, element: <LoanRoute /> },
    { path: paths.referral.path, element: <ReferralRoute /> },
    { path: paths.verification.path, element: <VerificationRoute /> },
    { path: paths.messages.path, element: <MessagesRoute /> },
  ],
  notFound: <NotFoundRoute />,
  publicPages: [{ path: paths.setPassword.path, element: <SetPasswordRoute /> }],
}, import.meta.env.BASE_URL);
