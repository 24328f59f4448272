import { lazy } from 'react';
import { createBackofficeRouter } from '@mall/backoffice/shared/create-backoffice-router';
import { backoffice } from '../config/backoffice';
import { paths } from '../config/paths';
import { AppShell } from './layout/app-shell';
import { navItems } from './layout/navigation';

// Each route is its own chunk.
const HomeRoute = lazy(() => import('./routes/home'));
const StoreProfileRoute = lazy(() => import('./routes/store-profile'));
const GoodsRoute = lazy(() => import('./routes/goods'));
const GoodsPlatformRoute = lazy(() => import('./routes/goods-platform'));
const GoodsCreateRoute = lazy(() => import('./routes/goods-create'));
const StatisticsRoute = lazy(() => import('./routes/statistics'));
const ComingSoonRoute = lazy(() => import('./routes/coming-soon'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

export const router = createBackofficeRouter(backoffice, {
  shell: <AppShell />,
  home: <HomeRoute />,
  pages: [
    { path: paths.storeProfile.path, element: <StoreProfileRoute /> },
    { path: paths.goods.path, element: <GoodsRoute /> },
    { path: paths.goodsPlatform.path, element: <GoodsPlatformRoute /> },
    { path: paths.goodsCreate.path, element: <GoodsCreateRoute /> },
    { path: paths.statistics.path, element: <StatisticsRoute /> },
    // Sections of later releases share one placeholder page.
    ...navItems.filter((i) => !i.ready).map((i) => ({ path: paths[i.id].path, element: <ComingSoonRoute section={i.id} /> })),
  ],
  notFound: <NotFoundRoute />,
}, import.meta.env.BASE_URL);
