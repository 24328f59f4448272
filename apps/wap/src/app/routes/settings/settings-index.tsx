import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SetupMenu } from '../../../features/account/components/setup-menu';
import { useSignOut } from '../../../hooks/use-sign-out';
import { useUser } from '../../../hooks/use-user';

/** Account settings: the four settings pages and sign-out. */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  const signOut = useSignOut();
  return (
    <Stack spacing={2}>
      <SetupMenu safewordSet={user.safeword === 1} />
      <Button variant="outlined" color="error" onClick={() => void signOut()}>{t('common:header.logout')}</Button>
    </Stack>
  );
}
