import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { heartbeatQuery } from '@mall/api-client/account';
import { OfflineNotice } from '@mall/ui/offline-notice';
import { useApi } from '../api-context';
import { useToken } from '../utils/session';
import { captureAgentCode } from '../utils/agent-code';

/** Names this page load: the first page of a load has the router key "default" on every load. */
const LOAD_ID = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * The key a page's scroll position is saved and restored under. Home keeps one position across
 * visits and loads; any other page restores only its own history entry, so a fresh load (whose
 * entry is always "default") starts at the top instead of at another page's saved position.
 */
export function scrollKey(location: { pathname: string; key: string }, homePath: string, loadId: string = LOAD_ID): string {
  if (location.pathname === homePath) return location.pathname;
  return location.key === 'default' ? `${loadId}:${location.pathname}` : location.key;
}

export interface StorefrontRootLayoutProps {
  /** The route path of the app's home page (relative to the router basename). */
  homePath: string;
}

/** App-wide route effects: referral code capture, session heartbeat and scroll handling. */
export function StorefrontRootLayout({ homePath }: StorefrontRootLayoutProps) {
  const api = useApi();
  const { search } = useLocation();
  const token = useToken();
  useEffect(() => { captureAgentCode(search); }, [search]);
  // docs/product-rules.md: heartbeat every 300 s while signed in.
  useQuery({ ...heartbeatQuery(api, Boolean(token)), meta: { silent: true } });
  return (
    <>
      <Outlet />
      <OfflineNotice />
      {/* Home restores its last position; every other page starts at the top. */}
      <ScrollRestoration getKey={(location) => scrollKey(location, homePath)} />
    </>
  );
}
