import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import type { GoodsDetail } from '@mall/api-client/catalogue';
import { EmptyState } from '@mall/ui/empty-state';
import { LoadError, PageSpinner } from '@mall/ui/query-state';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
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
import { imagesOf } from '@mall/storefront/catalogue/utils/gallery';
import { paths } from '../../../config/paths';

const BAR_HEIGHT = 72;

/** The product once loaded, with the buying bar fixed at the bottom. */
function Product({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation();
  const purchase = usePurchase(goods);
  usePageTitle(goods.name);
  const related = useRelatedGoods({ type: 'like', sellerGoodsId: goods.id });
  const others = related.data?.filter((g) => g.id !== goods.id);
  return (
    <Stack spacing={2} sx={{ paddingBlockEnd: `${BAR_HEIGHT}px` }}>
      <ProductGallery name={goods.name} images={imagesOf(goods, 10)} variantImage={purchase.image} />
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{goods.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('catalogue:goods.sold', { count: goods.soldNum })} · {t('catalogue:product.views', { count: goods.viewsNum })}
        </Typography>
      </Box>
      <Paper variant="outlined" sx={{ padding: 2 }}>
        <PurchaseOptions purchase={purchase} />
      </Paper>
      <DeliveryFacts freightAmount={goods.freightAmount} />
      <ProductStoreCard seller={goods.seller} />
      <Paper variant="outlined" component="section" aria-labelledby="product-description" sx={{ padding: 2 }}>
        <Typography id="product-description" variant="subtitle1" component="h2" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>{t('catalogue:product.description')}</Typography>
        <ProductDescription html={goods.des} />
      </Paper>
      <Paper variant="outlined" component="section" aria-labelledby="product-reviews" sx={{ padding: 2 }}>
        <Typography id="product-reviews" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{t('catalogue:product.reviews')}</Typography>
        <ReviewList sellerGoodsId={goods.id} pageSize={5} />
      </Paper>
      {others && others.length > 0 && (
        <Box component="section" aria-labelledby="product-related">
          <Typography id="product-related" variant="subtitle1" component="h2" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>{t('catalogue:product.related')}</Typography>
          <GoodsGrid goods={others} columns={{ xs: 2, sm: 3 }} />
        </Box>
      )}
      <Paper
        elevation={8}
        sx={{ position: 'fixed', insetInline: 0, insetBlockEnd: 0, zIndex: 'appBar', paddingInline: 1, paddingBlock: 1, paddingBlockEnd: 'calc(8px + env(safe-area-inset-bottom))', display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <IconButton component={RouterLink} to={paths.shop.getHref(goods.seller.id)} aria-label={t('catalogue:product.visitStore')}>
          <StorefrontOutlinedIcon />
        </IconButton>
        <IconButton component={RouterLink} to={paths.chat.getHref({ sellerId: goods.seller.id, productId: goods.id })} aria-label={t('chat:contactSeller')}>
          <ChatOutlinedIcon />
        </IconButton>
        <FavouriteButton sellerGoodsId={goods.id} kept={goods.isKeep === 1} iconOnly />
        <Box sx={{ flex: 1, minWidth: 0, marginInlineStart: 1 }}>
          <PurchaseActions purchase={purchase} fullWidth />
        </Box>
      </Paper>
    </Stack>
  );
}

/** /productDetails?sellerGoodsId= (the desktop site's mobile redirect lands here). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('sellerGoodsId') ?? params.get('id') ?? '';
  const goods = useGoodsDetail(id);
  const missing = !id || isMissingGoods(goods.error);
  if (goods.isError && !missing) return <Box sx={{ padding: 2 }}><LoadError onRetry={() => void goods.refetch()} /></Box>;
  if (missing) {
    return (
      <EmptyState
        message={t('catalogue:product.notFound')}
        action={<Button component={RouterLink} to={paths.home.getHref()}>{t('common:notFound.backHome')}</Button>}
      />
    );
  }
  if (!goods.data) return <PageSpinner />;
  return <Product key={goods.data.id} goods={goods.data} />;
}
