import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { session } from '../../lib/session';

/** Sends a visitor without a token to the sign-in page, remembering where they wanted to go. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!session.isSignedIn()) {
    return <Navigate to={paths.signIn.getHref()} replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}
