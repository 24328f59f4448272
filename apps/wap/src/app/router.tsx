import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import LinearProgress from '@mui/material/LinearProgress';
import { StorefrontRootLayout } from '@mall/storefront/shared/storefront-root-layout';
import { paths } from '../config/paths';
import { TabLayout } from './layouts/tab-layout';
import { PageLayout } from './layouts/page-layout';
import { RequireAuth } from './layouts/require-auth';
import type { PageHandle } from './layouts/page-handle';

/** The router basename: the server serves this app under /wap/. */
export const BASENAME = '/wap';

const settings = paths.settings;
const titled = (handle: PageHandle) => handle;

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
          { path: paths.category.path, lazy: () => import('./routes/category') },
          { path: paths.cart.path, lazy: () => import('./routes/cart') },
          { path: paths.me.path, lazy: () => import('./routes/me') },
          { path: paths.productDetails.path, lazy: () => import('./routes/product-details') },
          { path: paths.shop.path, lazy: () => import('./routes/shop') },
        ],
      },
      {
        element: <PageLayout />,
        children: [
          { path: paths.auth.login.path, lazy: () => import('./routes/auth/login') },
          { path: paths.auth.register.path, lazy: () => import('./routes/auth/register') },
          { path: paths.auth.forgotPassword.path, lazy: () => import('./routes/auth/forgot-password'), handle: titled({ title: 'auth:forgot.title', parent: paths.auth.login.getHref() }) },
          { path: settings.language.path, lazy: () => import('./routes/settings/language'), handle: titled({ title: 'common:language.title', parent: paths.me.getHref() }) },
          {
            element: <RequireAuth />,
            handle: titled({ title: 'account:menu.setup', parent: paths.me.getHref() }),
            children: [
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
export const router = createBrowserRouter(routes, { basename: BASENAME });
