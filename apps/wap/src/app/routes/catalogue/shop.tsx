import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { EmptyState } from '@mall/ui/empty-state';
import { PageSpinner } from '@mall/ui/query-state';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { ContactSellerButton } from '@mall/storefront/chat/contact-seller-button';
import { useStoreDetail } from '@mall/storefront/catalogue/api/stores';
import { StoreGoods } from '@mall/storefront/catalogue/components/store-goods';
import { StoreHeader } from '@mall/storefront/catalogue/components/store-header';
import { paths } from '../../../config/paths';

/** /shop?sellerId= (the desktop site's mobile redirect lands here): the store, its search and its goods. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('sellerId') ?? params.get('id') ?? '';
  const store = useStoreDetail(id);
  usePageTitle(store.data?.name);
  if (!id || store.isError) {
    return (
      <EmptyState
        message={t('catalogue:store.notFound')}
        action={<Button component={RouterLink} to={paths.home.getHref()}>{t('common:notFound.backHome')}</Button>}
      />
    );
  }
  if (!store.data) return <PageSpinner />;
  return (
    <Stack spacing={3}>
      <StoreHeader store={store.data} bannerRatio={2.5} />
      <ContactSellerButton about={{ sellerId: store.data.id }} to={paths.chat.getHref({ sellerId: store.data.id })} fullWidth />
      <StoreGoods key={store.data.id} sellerId={store.data.id} columns={{ xs: 2, sm: 3 }} />
    </Stack>
  );
}
