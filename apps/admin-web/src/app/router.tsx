import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@mall/ui/query-state';
import { paths, type PathName } from '../config/paths';
import { AppShell } from './layout/app-shell';
import { RequireAuth } from './layout/require-auth';
import { RequireRole } from './layout/require-role';

// Each route is its own chunk.
const SignInRoute = lazy(() => import('./routes/sign-in'));
const HomeRoute = lazy(() => import('./routes/home'));
const SystemParametersRoute = lazy(() => import('./routes/system-parameters'));
const AuditLogRoute = lazy(() => import('./routes/audit-log'));
const ActivityRoute = lazy(() => import('./routes/activity'));
const UsersRoute = lazy(() => import('./routes/users'));
const SellersRoute = lazy(() => import('./routes/sellers'));
const StaffRoute = lazy(() => import('./routes/staff'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

const gated = (page: PathName, node: ReactNode) => <RequireRole page={page}>{node}</RequireRole>;
const relative = (path: string) => path.replace(/^\//, '');

/** Router basename: "/admin" in the built app (vite base), "/" in tests. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export const router = createBrowserRouter(
  [
    { path: paths.signIn.path, element: <Suspense fallback={<PageSpinner />}><SignInRoute /></Suspense> },
    {
      path: paths.home.path,
      element: <RequireAuth><AppShell /></RequireAuth>,
      children: [
        { index: true, element: <HomeRoute /> },
        { path: relative(paths.systemParameters.path), element: gated('systemParameters', <SystemParametersRoute />) },
        { path: relative(paths.auditLog.path), element: gated('auditLog', <AuditLogRoute />) },
        { path: relative(paths.activity.path), element: gated('activity', <ActivityRoute />) },
        { path: relative(paths.users.path), element: gated('users', <UsersRoute />) },
        { path: relative(paths.sellers.path), element: gated('sellers', <SellersRoute />) },
        { path: relative(paths.staff.path), element: gated('staff', <StaffRoute />) },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
  { basename },
);
