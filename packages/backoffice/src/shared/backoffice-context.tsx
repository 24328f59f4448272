import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@mall/api-client/client';
import { pictureSrc } from '@mall/api-client/kyc';
import type { BackofficeConfig } from './backoffice-config';

// Each staff app has its own API, token, routes and namespace: the app builds the config and provides it.
const BackofficeContext = createContext<BackofficeConfig | null>(null);

/** Provides the app's configuration to the back-office features below it. */
export function BackofficeProvider({ config, children }: { config: BackofficeConfig; children: ReactNode }) {
  return <BackofficeContext.Provider value={config}>{children}</BackofficeContext.Provider>;
}

/** The app's configuration; throws outside a `BackofficeProvider`. */
export function useBackoffice(): BackofficeConfig {
  const config = useContext(BackofficeContext);
  if (!config) throw new Error('useBackoffice() needs a BackofficeProvider (BackofficeProviders sets one up).');
  return config;
}

/** The app's staff API client. */
export function useApi(): ApiClient {
  return useBackoffice().api;
}

/**
 * Where an <img> loads an uploaded picture: private identity pictures carry the session's token (they
 * answer only their owner and reviewing staff); other URLs are unchanged. Outside a provider: as is.
 */
export function usePictureSrc(): (url: string) => string {
  const config = useContext(BackofficeContext);
  return (url) => pictureSrc(url, config?.session.get() ?? null);
}
