import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { FollowedStoresList } from '@mall/storefront/catalogue/components/followed-stores-list';

/** /userInfo/collect-shop: the shops the buyer follows, each with "unfollow". */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue:collect.storesTitle'));
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('catalogue:collect.storesTitle')}</Typography>
      <FollowedStoresList />
    </Stack>
  );
}
