import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { withRouteErrors } from '@mall/ui/route-error';
import { StorefrontRootLayout } from '@mall/storefront/shared/storefront-root-layout';
import { paths } from '../config/paths';
import { TabLayout } from './layouts/tab-layout';
import { PageLayout } from './layouts/page-layout';
import { RequireAuth } from './layouts/require-auth';
import type { PageHandle } from './layouts/page-handle';
import type { GoodsListHandle } from './routes/catalogue/goods-list';

/** The router basename: the server serves this app under /wap/. */
export const BASENAME = '/wap';

const settings = paths.settings;
const titled = (handle: PageHandle) => handle;
const goodsList = (path: string, handle: GoodsListHandle): RouteObject => ({ path, handle, lazy: () => import('./routes/catalogue/goods-list') });

// Every page is its own chunk, loaded when its route is first visited (route-level code splitting).
export const routes: RouteObject[] = [
  {
    element: <StorefrontRootLayout homePath={paths.home.path} />,
    hydrateFallbackElement: <LinearProgress />,
    children: [
      {
        element: <TabLayout />,
        children: [
          { path: paths.home.path, lazy: () => import('./routes/home') },
          { path: paths.category.path, lazy: () => import('./routes/catalogue/category') },
          { path: paths.cart.path, lazy: () => import('./routes/cart/cart') },
          { path: paths.me.path, lazy: () => import('./routes/me') },
        ],
      },
      { path: paths.search.path, lazy: () => import('./routes/catalogue/search') },
      // Full height with its own bar: the list of conversations or one thread.
      { path: paths.chat.path, lazy: () => import('./routes/chat') },
      {
        element: <PageLayout />,
        children: [
          { path: paths.auth.login.path, lazy: () => import('./routes/auth/login') },
          { path: paths.auth.register.path, lazy: () => import('./routes/auth/register') },
          { path: paths.auth.forgotPassword.path, lazy: () => import('./routes/auth/forgot-password'), handle: titled({ title: 'auth:forgot.title', parent: paths.auth.login.getHref() }) },
          { path: settings.language.path, lazy: () => import('./routes/settings/language'), handle: titled({ title: 'common:language.title', parent: paths.me.getHref() }) },
          { path: paths.productDetails.path, lazy: () => import('./routes/catalogue/product-details'), handle: titled({ title: 'catalogue:product.title' }) },
          { path: paths.shop.path, lazy: () => import('./routes/catalogue/shop'), handle: titled({ title: 'catalogue:store.title' }) },
          { path: paths.searchResult.path, lazy: () => import('./routes/catalogue/search-result'), handle: titled({ title: 'common:search.resultsTitle' }) },
          { path: paths.searchStore.path, lazy: () => import('./routes/catalogue/search-store'), handle: titled({ title: 'catalogue:search.storesTitle' }) },
          goodsList(paths.lists.all.path, { title: 'common:nav.commodity', list: 'all' }),
          goodsList(paths.lists.fresh.path, { title: 'catalogue:home.sections.new', list: 'new' }),
          goodsList(paths.lists.recommended.path, { title: 'catalogue:home.sections.recommended', list: 'recommended' }),
          goodsList(paths.lists.discounted.path, { title: 'catalogue:home.sections.discounted', list: 'discounted' }),
          goodsList(paths.lists.hot.path, { title: 'catalogue:home.sections.hot', list: 'hot' }),
          { path: paths.credit.root.path, lazy: () => import('./routes/credit/offer'), handle: titled({ title: 'credit:title', parent: paths.me.getHref() }) },
          { path: paths.info.path, lazy: () => import('./routes/catalogue/info-page'), handle: titled({ title: 'common:nav.information', parent: paths.me.getHref() }) },
          {
            element: <RequireAuth />,
            handle: titled({ title: 'account:menu.setup', parent: paths.me.getHref() }),
            children: [
              { path: paths.settlement.path, lazy: () => import('./routes/cart/settlement'), handle: titled({ title: 'cart:settlement.title', parent: paths.cart.getHref() }) },
              { path: paths.paySuccess.path, lazy: () => import('./routes/cart/pay-success'), handle: titled({ title: 'cart:paySuccess.title', parent: paths.home.getHref() }) },
              { path: paths.favourites.path, lazy: () => import('./routes/catalogue/favourites'), handle: titled({ title: 'catalogue:collect.goodsTitle', parent: paths.me.getHref() }) },
              { path: paths.referral.path, lazy: () => import('./routes/referral'), handle: titled({ title: 'referral:centre.title', parent: paths.me.getHref() }) },
              { path: paths.followed.path, lazy: () => import('./routes/catalogue/followed'), handle: titled({ title: 'catalogue:collect.storesTitle', parent: paths.me.getHref() }) },
              { path: paths.orders.path, lazy: () => import('./routes/orders/orders'), handle: titled({ title: 'orders:title', parent: paths.me.getHref() }) },
              { path: paths.orderDetail.path, lazy: () => import('./routes/orders/order-detail'), handle: titled({ title: 'orders:detail.title', parent: paths.orders.getHref() }) },
              { path: paths.orderReturn.path, lazy: () => import('./routes/orders/order-return'), handle: titled({ title: 'orders:tabs.refund', parent: paths.orders.getHref() }) },
              { path: paths.orderReview.path, lazy: () => import('./routes/orders/order-review'), handle: titled({ title: 'orders:review.title', parent: paths.orders.getHref() }) },
              { path: paths.wallet.root.path, lazy: () => import('./routes/wallet/wallet'), handle: titled({ title: 'wallet:title', parent: paths.me.getHref() }) },
              { path: paths.wallet.recharge.path, lazy: () => import('./routes/wallet/recharge'), handle: titled({ title: 'wallet:recharge.title', parent: paths.wallet.root.getHref() }) },
              { path: paths.wallet.withdraw.path, lazy: () => import('./routes/wallet/withdraw'), handle: titled({ title: 'wallet:withdraw.title', parent: paths.wallet.root.getHref() }) },
              { path: paths.verification.path, lazy: () => import('./routes/verification'), handle: titled({ title: 'kyc:title', parent: paths.me.getHref() }) },
              { path: paths.credit.application.path, lazy: () => import('./routes/credit/application'), handle: titled({ title: 'credit:form.title', parent: paths.credit.root.getHref() }) },
              { path: paths.credit.myLoan.path, lazy: () => import('./routes/credit/my-loan'), handle: titled({ title: 'credit:offer.myLoan', parent: paths.credit.root.getHref() }) },
              { path: settings.root.path, lazy: () => import('./routes/settings/settings-index') },
              { path: settings.loginPassword.path, lazy: () => import('./routes/settings/login-password'), handle: titled({ title: 'account:setup.loginPassword.title', parent: settings.root.getHref() }) },
              { path: settings.transactionPassword.path, lazy: () => import('./routes/settings/transaction-password'), handle: titled({ title: 'account:setup.transactionPassword.title', parent: settings.root.getHref() }) },
              { path: settings.shippingAddress.path, lazy: () => import('./routes/settings/addresses'), handle: titled({ title: 'account:setup.shippingAddress.title', parent: settings.root.getHref() }) },
              { path: settings.accountCancellation.path, lazy: () => import('./routes/settings/account-cancellation'), handle: titled({ title: 'account:setup.accountCancellation.title', parent: settings.root.getHref() }) },
            ],
          },
          { path: '*', lazy: () => import('./routes/not-found') },
        ],
      },
    ],
  },
];

/** The mobile storefront's router (history API under /wap). */
export const router = createBrowserRouter(withRouteErrors(routes), { basename: BASENAME });
