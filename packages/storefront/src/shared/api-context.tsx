import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@mall/api-client/client';

// Each storefront talks to its own API prefix (/api, /wap/api): the app creates the client and provides it.
const ApiContext = createContext<ApiClient | null>(null);

/** Provides the app's buyer API client to the storefront features below it. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The buyer API client of the app; throws outside an `ApiProvider`. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() needs an ApiProvider (StorefrontProviders sets one up).');
  return client;
}
