import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { heartbeatQuery } from '@mall/api-client/account';
import { useApi } from '../api-context';
import { useToken } from '../utils/session';
import { captureAgentCode } from '../utils/agent-code';

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
      {/* Home restores its last position; every other page starts at the top. */}
      <ScrollRestoration getKey={(location) => (location.pathname === homePath ? location.pathname : location.key)} />
    </>
  );
}
