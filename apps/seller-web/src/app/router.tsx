import { lazy } from 'react';
import { createBackofficeRouter } from '@mall/backoffice/shared/create-backoffice-router';
import { backoffice } from '../config/backoffice';
import { paths } from '../config/paths';
import { AppShell } from './layout/app-shell';
import { navItems } from './layout/navigation';

// Each route is its own chunk.
const HomeRoute = lazy(() => import('./routes/home'));
const ComingSoonRoute = lazy(() => import('./routes/coming-soon'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

export const router = createBackofficeRouter(backoffice, {
  shell: <AppShell />,
  home: <HomeRoute />,
  // Sections of later releases share one placeholder page.
  pages: navItems.filter((i) => !i.ready).map((i) => ({ path: paths[i.id].path, element: <ComingSoonRoute section={i.id} /> })),
  notFound: <NotFoundRoute />,
}, import.meta.env.BASE_URL);
