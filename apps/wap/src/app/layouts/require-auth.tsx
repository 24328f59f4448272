import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useCurrentUser } from '../../hooks/use-current-user';
import { paths } from '../../config/paths';

/** Where a guarded page sent the visitor from, to return after signing in. */
export interface FromState { from?: string }

/** Pages for signed-in buyers only: others go to the sign-in page and come back. */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const { signedIn, user } = useCurrentUser();
  if (!signedIn) {
    const state: FromState = { from: location.pathname + location.search };
    return <Navigate to={paths.auth.login.getHref()} state={state} replace />;
  }
  if (!user) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', paddingBlock: 6 }}>
        <CircularProgress aria-label={t('common:feedback.loading')} />
      </Box>
    );
  }
  return <Outlet context={user} />;
}
