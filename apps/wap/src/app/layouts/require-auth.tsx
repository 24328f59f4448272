import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { RequireSignIn } from '@mall/storefront/auth/require-sign-in';
import { paths } from '../../config/paths';

/** Pages for signed-in buyers only: others go to the sign-in page and come back. */
export function RequireAuth() {
  const { t } = useTranslation();
  return (
    <RequireSignIn loginHref={paths.auth.login.getHref()}>
      {(user) => (user ? <Outlet context={user} /> : (
        <Box sx={{ display: 'grid', placeItems: 'center', paddingBlock: 6 }}>
          <CircularProgress aria-label={t('common:feedback.loading')} />
        </Box>
      ))}
    </RequireSignIn>
  );
}
