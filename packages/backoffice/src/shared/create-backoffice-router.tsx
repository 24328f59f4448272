import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { PageSpinner } from '@mall/ui/query-state';
import { withRouteErrors } from '@mall/ui/route-error';
import type { BackofficeConfig } from './backoffice-config';
import { RequireAuth } from '../auth/components/require-auth';

// The sign-in page is its own chunk.
const SignInPage = lazy(() => import('../auth/components/sign-in-page').then((m) => ({ default: m.SignInPage })));

export interface BackofficeRoutes {
  /** The signed-in frame (with an `<Outlet />`) around every page but sign-in. */
  shell: ReactNode;
  /** The overview at the home route. */
  home: ReactNode;
  /** Pages inside the frame, by route. */
  pages: ReadonlyArray<{ path: string; element: ReactNode }>;
  /** Any other address inside the frame. */
  notFound: ReactNode;
  /** Pages outside the frame that need no session (a one-time link's landing page). */
  publicPages?: ReadonlyArray<{ path: string; element: ReactNode }>;
}

/**
 * The router of a staff app: sign-in, and behind it the frame with the app's pages, under `baseUrl`
 * (vite's BASE_URL). Every route has its own error boundary: a failing page leaves the frame usable.
 */
export function createBackofficeRouter(config: Pick<BackofficeConfig, 'signInPath' | 'homePath'>, routes: BackofficeRoutes, baseUrl: string) {
  const relative = (path: string) => path.replace(/^\//, '');
  return createBrowserRouter(
    withRouteErrors([
      { path: config.signInPath, element: <Suspense fallback={<PageSpinner />}><SignInPage /></Suspense> },
      ...(routes.publicPages ?? []).map((page) => ({ path: page.path, element: <Suspense fallback={<PageSpinner />}>{page.element}</Suspense> })),
      {
        path: config.homePath,
        element: <RequireAuth>{routes.shell}</RequireAuth>,
        children: [
          { index: true, element: routes.home },
          ...routes.pages.map((page) => ({ path: relative(page.path), element: page.element })),
          { path: '*', element: routes.notFound },
        ],
      },
    ]),
    // "/seller" or "/admin" in the built app, "/" in tests.
    { basename: baseUrl.replace(/\/$/, '') || '/' },
  );
}

/** A router made by `createBackofficeRouter`. */
export type BackofficeRouter = ReturnType<typeof createBackofficeRouter>;
