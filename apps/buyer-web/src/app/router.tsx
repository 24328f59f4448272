import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { withRouteErrors } from '@mall/ui/route-error';
import { StorefrontRootLayout } from '@mall/storefront/shared/storefront-root-layout';
import { paths } from '../config/paths';
import { MainLayout } from './layouts/main-layout';

// Every page is its own chunk, loaded when its route is first visited (route-level code splitting).
const setup = paths.userInfo.setup;
const wallet = paths.userInfo.moneyPackage;

export const routes: RouteObject[] = [
  {
    element: <StorefrontRootLayout homePath={paths.home.path} />,
    // Shown while the first page's chunk loads.
    hydrateFallbackElement: <LinearProgress />,
    children: [
      { path: paths.root.path, element: <Navigate to={paths.home.getHref()} replace /> },
      // A chat link's new window: the chat alone, without the site's header and footer.
      { path: paths.chat.path, lazy: () => import('./routes/chat') },
      {
        element: <MainLayout />,
        children: [
          { path: paths.home.path, lazy: () => import('./routes/home') },
          { path: paths.classification.path, lazy: () => import('./routes/catalogue/classification') },
          { path: paths.commodity.path, lazy: () => import('./routes/catalogue/commodity') },
          { path: paths.discounted.path, lazy: () => import('./routes/catalogue/discounted') },
          { path: paths.productDetails.path, lazy: () => import('./routes/catalogue/product-details') },
          { path: paths.store.path, lazy: () => import('./routes/catalogue/store') },
          { path: paths.searchGoods.path, lazy: () => import('./routes/catalogue/search-goods') },
          { path: paths.searchStore.path, lazy: () => import('./routes/catalogue/search-store') },
          { path: paths.searchResult.path, lazy: () => import('./routes/catalogue/search-result') },
          { path: paths.settlement.path, lazy: () => import('./routes/settlement') },
          { path: paths.paySuccess.path, lazy: () => import('./routes/pay-success') },
          { path: paths.information.path, lazy: () => import('./routes/information') },
          { path: paths.merchantSettled.path, lazy: () => import('./routes/merchant/merchant-settled') },
          { path: paths.promote.path, lazy: () => import('./routes/merchant/promote') },
          { path: paths.credit.root.path, lazy: () => import('./routes/credit/offer') },
          { path: paths.credit.application.path, lazy: () => import('./routes/credit/application') },
          { path: paths.credit.myLoan.path, lazy: () => import('./routes/credit/my-loan') },
          { path: paths.onlineService.path, lazy: () => import('./routes/online-service') },
          { path: paths.info.path, lazy: () => import('./routes/info-page') },
          { path: paths.auth.login.path, lazy: () => import('./routes/auth/login') },
          { path: paths.auth.register.path, lazy: () => import('./routes/auth/register') },
          { path: paths.auth.forgotPassword.path, lazy: () => import('./routes/auth/forgot-password') },
          {
            path: paths.userInfo.root.path,
            lazy: () => import('./routes/user-info/layout'),
            children: [
              { index: true, element: <Navigate to={paths.userInfo.dashboard.getHref()} replace /> },
              { path: paths.userInfo.dashboard.path, lazy: () => import('./routes/user-info/dashboard') },
              { path: paths.userInfo.collectGoods.path, lazy: () => import('./routes/user-info/collect-goods') },
              { path: paths.userInfo.collectShop.path, lazy: () => import('./routes/user-info/collect-shop') },
              { path: paths.userInfo.download.path, lazy: () => import('./routes/user-info/download') },
              { path: paths.userInfo.referral.path, lazy: () => import('./routes/user-info/referral') },
              { path: paths.userInfo.verification.path, lazy: () => import('./routes/user-info/verification') },
              { path: paths.userInfo.myOrder.path, lazy: () => import('./routes/user-info/orders/my-order') },
              { path: paths.userInfo.orderDetail.path, lazy: () => import('./routes/user-info/orders/order-detail') },
              { path: paths.userInfo.orderReturn.path, lazy: () => import('./routes/user-info/orders/order-return') },
              { path: paths.userInfo.orderEvaluation.path, lazy: () => import('./routes/user-info/orders/order-evaluation') },
              { path: wallet.root.path, lazy: () => import('./routes/user-info/money-package/wallet') },
              { path: wallet.recharge.path, lazy: () => import('./routes/user-info/money-package/recharge') },
              { path: wallet.withdraw.path, lazy: () => import('./routes/user-info/money-package/withdraw') },
              { path: setup.root.path, lazy: () => import('./routes/user-info/setup/setup-index') },
              { path: setup.loginPassword.path, lazy: () => import('./routes/user-info/setup/login-password') },
              { path: setup.transactionPassword.path, lazy: () => import('./routes/user-info/setup/transaction-password') },
              { path: setup.shippingAddress.path, lazy: () => import('./routes/user-info/setup/shipping-address') },
              { path: setup.accountCancellation.path, lazy: () => import('./routes/user-info/setup/account-cancellation') },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

/** The storefront's router (history API, served at /). */
export const router = createBrowserRouter(withRouteErrors(routes));
