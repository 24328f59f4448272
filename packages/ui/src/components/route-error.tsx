import type { ReactElement } from 'react';
import { isRouteErrorResponse, useRouteError, type RouteObject } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

/** A page's code could not be fetched: the network is down or a new version replaced the old files. */
function isChunkError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch|error loading dynamically/i.test(error.message);
}

export interface RouteErrorProps {
  /** Loads the page again; a full reload by default (fresh code, fresh state). */
  onReload?: () => void;
}

/**
 * What a route shows instead of its page when the page failed to load or to render: a translated
 * message and a button that loads it again. The rest of the app (header, menu) stays usable, since
 * every route has its own boundary.
 */
export function RouteError({ onReload = () => window.location.reload() }: RouteErrorProps) {
  const { t } = useTranslation('ui');
  const error = useRouteError();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const key = notFound ? 'notFound' : offline ? 'offline' : isChunkError(error) ? 'unavailable' : 'failed';
  return (
    <Box sx={{ paddingBlock: 4, paddingInline: 2, maxWidth: 640, marginInline: 'auto' }}>
      <Alert
        severity={notFound ? 'info' : 'error'}
        action={notFound ? undefined : <Button color="inherit" size="small" onClick={onReload}>{t('routeError.reload')}</Button>}
      >
        <AlertTitle>{t(`routeError.${key}.title`)}</AlertTitle>
        {t(`routeError.${key}.body`)}
      </Alert>
    </Box>
  );
}

const boundary = <RouteError />;

type LazyRoute = () => Promise<object>;

/**
 * A page whose code fails to load would leave its slot empty (the router shows no boundary for a
 * failed lazy route): the failure is turned into a page that throws it, so the route's boundary shows it.
 */
function failInRender(load: LazyRoute): LazyRoute {
  return async () => {
    try {
      return await load();
    } catch (error) {
      return { Component: () => { throw error; } };
    }
  };
}

/**
 * Gives every route of a tree its own error boundary (an `errorElement`), so a page that fails to
 * load or throws while rendering shows `RouteError` in its place, inside its parents' layout.
 */
export function withRouteErrors(routes: RouteObject[], errorElement: ReactElement = boundary): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withRouteErrors(route.children, errorElement) : undefined;
    const own = route.errorElement === undefined && !route.ErrorBoundary ? { errorElement } : {};
    const lazy = typeof route.lazy === 'function' ? { lazy: failInRender(route.lazy) } : {};
    return { ...route, ...own, ...lazy, ...(children ? { children } : {}) } as RouteObject;
  });
}
