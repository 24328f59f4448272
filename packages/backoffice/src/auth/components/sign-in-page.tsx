import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { LanguageMenu } from '@mall/ui/language-menu';
import { useBackoffice } from '../../shared/backoffice-context';
import { SignInForm } from './sign-in-form';

/** The sign-in route of a staff app: back to the page the visitor wanted (else the overview) once signed in. */
export function SignInPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { session, homePath } = useBackoffice();
  const from = (location.state as { from?: string } | null)?.from ?? homePath;
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
