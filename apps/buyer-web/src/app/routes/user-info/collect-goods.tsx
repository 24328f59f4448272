import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { KeptGoodsList } from '@mall/storefront/catalogue/components/kept-goods-list';

/** /userInfo/collect-goods: the buyer's favourite goods, each removable. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('catalogue:collect.goodsTitle'));
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('catalogue:collect.goodsTitle')}</Typography>
      <KeptGoodsList />
    </Stack>
  );
}
