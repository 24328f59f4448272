import '@tanstack/react-query';

interface AppMeta extends Record<string, unknown> {
  /** The app's QueryClient shows no toast for this call's errors (403 is still handled). */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}
