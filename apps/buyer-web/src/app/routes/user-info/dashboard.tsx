import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ProfileCard } from '@mall/storefront/account/profile-card';
import { SetupMenu } from '@mall/storefront/account/setup-menu';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { FavouriteCounts } from '@mall/storefront/catalogue/components/favourite-counts';
import { paths } from '../../../config/paths';
import { useUser } from './use-user';

export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  usePageTitle(t('account:menu.dashboard'));
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">{t('account:dashboard.title')}</Typography>
      <ProfileCard user={user} />
      <FavouriteCounts goodsHref={paths.userInfo.collectGoods.getHref()} storesHref={paths.userInfo.collectShop.getHref()} />
      <SetupMenu safewordSet={user.safeword === 1} links={paths.userInfo.setup} />
    </Stack>
  );
}
