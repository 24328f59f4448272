import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@mall/api-client/client';

interface AppMeta extends Record<string, unknown> {
  /** The app's QueryClient shows no toast for this call's errors (403 is still handled). */
  silent?: boolean;
}

// Declared beside the client that reads it, so every storefront that uses this client gets the type.
declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}

export interface QueryErrorHandlers {
  /** Any failed query or mutation; `silent` when its meta asks for no toast. */
  onError: (error: unknown, silent: boolean) => void;
}

/** The app's QueryClient: error side effects (toast, sign-out on 403) live here, not in the shared client. */
export function createAppQueryClient({ onError }: QueryErrorHandlers): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, Boolean(query.meta?.silent)) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, Boolean(mutation.meta?.silent)) }),
    defaultOptions: {
      // A business error will not change on retry; a network blip may.
      queries: { retry: (count, error) => !(error instanceof ApiError) && count < 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
