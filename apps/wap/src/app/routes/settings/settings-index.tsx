import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SetupMenu } from '@mall/storefront/account/setup-menu';
import { useSignOut } from '@mall/storefront/shared/use-sign-out';
import { useUser } from '../../../hooks/use-user';
import { paths } from '../../../config/paths';

/** Account settings: the four settings pages and sign-out. */
export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  const signOut = useSignOut(paths.home.getHref());
  return (
    <Stack spacing={2}>
      <SetupMenu safewordSet={user.safeword === 1} links={paths.settings} />
      <Button variant="outlined" color="error" onClick={() => void signOut()}>{t('common:header.logout')}</Button>
    </Stack>
  );
}
