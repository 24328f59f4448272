import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GoodsDetail } from '@mall/api-client/catalogue';
import { EmptyState } from '@mall/ui/empty-state';
import { LoadError, PageSpinner } from '@mall/ui/query-state';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { ContactSellerButton } from '@mall/storefront/chat/contact-seller-button';
import { useCategoryTree } from '@mall/storefront/catalogue/api/categories';
import { isMissingGoods, useGoodsDetail, useRelatedGoods } from '@mall/storefront/catalogue/api/goods';
import { DeliveryFacts } from '@mall/storefront/catalogue/components/delivery-facts';
import { FavouriteButton } from '@mall/storefront/catalogue/components/favourite-button';
import { GoodsGrid } from '@mall/storefront/catalogue/components/goods-grid';
import { ProductDescription } from '@mall/storefront/catalogue/components/product-description';
import { ProductGallery } from '@mall/storefront/catalogue/components/product-gallery';
import { ProductStoreCard } from '@mall/storefront/catalogue/components/product-store-card';
import { PurchaseActions, PurchaseOptions } from '@mall/storefront/catalogue/components/purchase-panel';
import { ReviewList } from '@mall/storefront/catalogue/components/review-list';
import { usePurchase } from '@mall/storefront/catalogue/hooks/use-purchase';
import { categoryPath } from '@mall/storefront/catalogue/utils/category-path';
import { imagesOf } from '@mall/storefront/catalogue/utils/gallery';
import { paths } from '../../../config/paths';

/** The product once loaded: gallery, buying options, seller, description, reviews and related goods. */
function Product({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const purchase = usePurchase(goods);
  const tree = useCategoryTree();
  const trail = tree.data ? categoryPath(tree.data, goods.categoryId) : [];
  const related = useRelatedGoods({ type: 'like', sellerGoodsId: goods.id });
  const others = related.data?.filter((g) => g.id !== goods.id);
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 3 }}>
      <Breadcrumbs sx={{ marginBlockEnd: 2 }} aria-label={t('catalogue:classification.label')}>
        <Link component={RouterLink} to={paths.home.getHref()} underline="hover" color="inherit">{t('common:nav.home')}</Link>
        {trail.map((c) => (
          <Link key={c.categoryId} component={RouterLink} to={paths.classification.getHref(c.categoryId)} underline="hover" color="inherit">{c.name}</Link>
        ))}
      </Breadcrumbs>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' }, gap: 4, alignItems: 'start' }}>
        <ProductGallery name={goods.name} images={imagesOf(goods, 10)} variantImage={purchase.image} />
        <Stack spacing={2.5}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{goods.name}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ marginBlockStart: 0.5 }}>
              {t('catalogue:goods.sold', { count: goods.soldNum })} · {t('catalogue:product.views', { count: goods.viewsNum })}
            </Typography>
          </Box>
          <Paper variant="outlined" sx={{ padding: 2, backgroundColor: 'background.default' }}>
            <PurchaseOptions purchase={purchase} />
          </Paper>
          <DeliveryFacts freightAmount={goods.freightAmount} />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <PurchaseActions purchase={purchase} />
            <FavouriteButton sellerGoodsId={goods.id} kept={goods.isKeep === 1} />
          </Stack>
        </Stack>
      </Box>
      <Stack spacing={1.5} sx={{ marginBlockStart: 4 }}>
        <ProductStoreCard seller={goods.seller} />
        <Box>
          <ContactSellerButton about={{ sellerId: goods.seller.id, productId: goods.id }} />
        </Box>
      </Stack>
      <Paper variant="outlined" component="section" aria-labelledby="product-description" sx={{ marginBlockStart: 3, padding: 3 }}>
        <Typography id="product-description" variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>{t('catalogue:product.description')}</Typography>
        <Divider sx={{ marginBlockEnd: 2 }} />
        <ProductDescription html={goods.des} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="product-reviews" sx={{ marginBlockStart: 3, padding: 3 }}>
        <Typography id="product-reviews" variant="h6" component="h2">{t('catalogue:product.reviews')}</Typography>
        <ReviewList sellerGoodsId={goods.id} />
      </Paper>
      {others && others.length > 0 && (
        <Box component="section" aria-labelledby="product-related" sx={{ marginBlockStart: 4 }}>
          <Typography id="product-related" variant="h6" component="h2" sx={{ marginBlockEnd: 1.5 }}>{t('catalogue:product.related')}</Typography>
          <GoodsGrid goods={others} columns={{ xs: 2, sm: 3, md: 4, lg: 6 }} />
        </Box>
      )}
    </Container>
  );
}

/** /productDetails?id=<sellerGoodsId> (not kept alive: every visit loads it afresh). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const goods = useGoodsDetail(id);
  const missing = !id || isMissingGoods(goods.error);
  usePageTitle(goods.data?.name ?? (missing ? t('catalogue:product.notFound') : undefined));
  if (goods.isError && !missing) {
    return <Container maxWidth="md" sx={{ paddingBlock: 6 }}><LoadError onRetry={() => void goods.refetch()} /></Container>;
  }
  if (missing) {
    return (
      <Container maxWidth="md" sx={{ paddingBlock: 6 }}>
        <EmptyState
          message={t('catalogue:product.notFound')}
          action={<Button component={RouterLink} to={paths.home.getHref()}>{t('common:notFound.backHome')}</Button>}
        />
      </Container>
    );
  }
  if (!goods.data) return <PageSpinner />;
  // A new product starts with its own variant choice and quantity.
  return <Product key={goods.data.id} goods={goods.data} />;
}
