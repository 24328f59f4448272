import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

interface AppMeta extends Record<string, unknown> {
  /** The app's QueryClient shows no toast for this call's errors (a 403 still ends the session). */
  silent?: boolean;
}

// Declared beside the client that reads it, so every app that uses this client gets the type.
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export interface QueryErrorHandlers {
  /** Shows the error to the user (a toast); not called when the query's or mutation's meta says `silent`. */
  notify: (error: unknown) => void;
  /** The session is gone (the API answered 403): forget the token and leave the page. Called even when silent. */
  onAuthError: () => void;
}

/**
 * The one QueryClient of every web app (storefronts and staff apps). Error side effects live here,
 * not in the HTTP client (docs/decisions/): every failed query or mutation is shown unless its meta
 * says `silent`, and a 403 ends the session.
 */
export function createAppQueryClient({ notify, onAuthError }: QueryErrorHandlers): QueryClient {
  const handle = (error: unknown, silent: boolean | undefined) => {
    if (error instanceof ApiError && error.isAuth) onAuthError();
    if (!silent) notify(error);
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta?.silent) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => handle(error, mutation.meta?.silent) }),
    defaultOptions: {
      queries: {
        // Business errors and expired sessions will not change on retry; one retry covers a dropped connection.
        retry: (count, error) => !(error instanceof ApiError) && count < 1,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
