import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@mall/api-client/client';

// Declared beside the client that reads it, so every staff app that uses this client gets the type.
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { silent?: boolean };
    mutationMeta: { silent?: boolean };
  }
}

export interface QueryErrorHandlers {
  /** Shows the error to the user (a toast). */
  notify: (error: unknown) => void;
  /** The session is gone (403): forget the token and go to the sign-in page. */
  onAuthError: () => void;
}

/**
 * A staff app's QueryClient. Error side effects live here, not in the shared client (docs/decisions/):
 * every failed query or mutation is shown unless its meta says `silent`, and a 403 ends the session.
 */
export function createAppQueryClient({ notify, onAuthError }: QueryErrorHandlers): QueryClient {
  const handle = (error: unknown, silent: boolean | undefined) => {
    if (!silent) notify(error);
    if (error instanceof ApiError && error.isAuth) onAuthError();
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
