import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { heartbeatQuery } from '@mall/api-client/account';
import { api } from '../../lib/api';
import { useToken } from '../../lib/session';
import { captureAgentCode } from '../../lib/agent-code';
import { paths } from '../../config/paths';

/** App-wide route effects: referral code capture, session heartbeat and scroll handling. */
export function RootLayout() {
  const { search } = useLocation();
  const token = useToken();
  useEffect(() => { captureAgentCode(search); }, [search]);
  // SPEC.md §9: heartbeat every 300 s while signed in.
  useQuery({ ...heartbeatQuery(api, Boolean(token)), meta: { silent: true } });
  return (
    <>
      <Outlet />
      {/* Home restores its last position; every other page starts at the top. */}
      <ScrollRestoration getKey={(location) => (location.pathname === paths.home.path ? location.pathname : location.key)} />
    </>
  );
}
