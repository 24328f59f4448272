import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@mall/api-client/client';
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
