import { lazy, Suspense } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@mall/ui/query-state';
import { paths } from '../config/paths';
import { AppShell } from './layout/app-shell';
import { RequireAuth } from './layout/require-auth';
import { navItems } from './layout/navigation';

// Each route is its own chunk.
const SignInRoute = lazy(() => import('./routes/sign-in'));
const HomeRoute = lazy(() => import('./routes/home'));
const ComingSoonRoute = lazy(() => import('./routes/coming-soon'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

const relative = (path: string) => path.replace(/^\//, '');

/** Router basename: "/seller" in the built app (vite base), "/" in tests. */
export const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/';

export const router = createBrowserRouter(
  [
    { path: paths.signIn.path, element: <Suspense fallback={<PageSpinner />}><SignInRoute /></Suspense> },
    {
      path: paths.home.path,
      element: <RequireAuth><AppShell /></RequireAuth>,
      children: [
        { index: true, element: <HomeRoute /> },
        // Sections of later releases share one placeholder page.
        ...navItems.filter((i) => !i.ready).map((i) => ({
          path: relative(paths[i.id].path),
          element: <ComingSoonRoute section={i.id} />,
        })),
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ],
  { basename },
);
