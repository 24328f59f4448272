import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { LocalUser } from '@mall/api-client/account';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import type { FromState } from '../../shared/utils/from-state';

/** Where a guarded page sent the visitor from, to return after signing in. */
export type { FromState };

export interface RequireSignInProps {
  /** The app's sign-in page: a guest goes there, and comes back here after signing in. */
  loginHref: string;
  /** The guarded content, given the signed-in buyer once loaded (undefined while loading). */
  children: (user: LocalUser | undefined) => ReactNode;
}

/** Shows its content to signed-in buyers only; guests are sent to sign in first. */
export function RequireSignIn({ loginHref, children }: RequireSignInProps) {
  const location = useLocation();
  const { signedIn, user } = useCurrentUser();
  if (!signedIn) {
    const state: FromState = { from: location.pathname + location.search };
    return <Navigate to={loginHref} state={state} replace />;
  }
  return children(user);
}
