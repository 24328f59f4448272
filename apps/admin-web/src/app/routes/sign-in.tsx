import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { LanguageMenu } from '@mall/ui/language-menu';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { paths } from '../../config/paths';
import { session } from '../../lib/session';

export default function SignInRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? paths.home.getHref();
  if (session.isSignedIn()) return <Navigate to={from} replace />;
  return (
    <Box sx={{ minHeight: '100vh', backgroundColor: 'background.default' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', padding: 2 }}>
        <LanguageMenu />
      </Box>
      <SignInForm onSignedIn={() => navigate(from, { replace: true })} />
    </Box>
  );
}
