import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useBackoffice } from '../../shared/backoffice-context';

/** Sends a visitor without a token to the sign-in page, remembering where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const { session, signInPath } = useBackoffice();
  if (!session.isSignedIn()) {
    return <Navigate to={signInPath} replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}
