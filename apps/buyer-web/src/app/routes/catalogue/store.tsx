import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { EmptyState } from '@mall/ui/empty-state';
import { PageSpinner } from '@mall/ui/query-state';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { ContactSellerButton } from '@mall/storefront/chat/contact-seller-button';
import { useStoreDetail } from '@mall/storefront/catalogue/api/stores';
import { StoreGoods } from '@mall/storefront/catalogue/components/store-goods';
import { StoreHeader } from '@mall/storefront/catalogue/components/store-header';
import { paths } from '../../../config/paths';

/** /store?id=<sellerId>: the store's banners, profile, follow button, in-store search and goods. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const store = useStoreDetail(id);
  usePageTitle(store.data?.name ?? (store.isError || !id ? t('catalogue:store.notFound') : undefined));
  if (!id || store.isError) {
    return (
      <Container maxWidth="md" sx={{ paddingBlock: 6 }}>
        <EmptyState
          message={t('catalogue:store.notFound')}
          action={<Button component={RouterLink} to={paths.home.getHref()}>{t('common:notFound.backHome')}</Button>}
        />
      </Container>
    );
  }
  if (!store.data) return <PageSpinner />;
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 3 }}>
      <Stack spacing={4}>
        <Stack spacing={1.5}>
          <StoreHeader store={store.data} bannerRatio={4} />
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <ContactSellerButton about={{ sellerId: store.data.id }} />
          </Stack>
        </Stack>
        <StoreGoods key={store.data.id} sellerId={store.data.id} columns={{ xs: 2, sm: 3, md: 4, lg: 5 }} />
      </Stack>
    </Container>
  );
}
