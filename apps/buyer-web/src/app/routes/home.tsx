import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { HOME_PAGE_SIZE } from '@mall/api-client/catalogue';
import { visuallyHidden } from '@mall/ui/visually-hidden';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useBanners } from '@mall/storefront/catalogue/api/banners';
import { useRecommendedCategories } from '@mall/storefront/catalogue/api/categories';
import { useGoodsPage, useRecommended } from '@mall/storefront/catalogue/api/goods';
import { useStores } from '@mall/storefront/catalogue/api/stores';
import { BannerCarousel } from '@mall/storefront/catalogue/components/banner-carousel';
import { CategoryTiles } from '@mall/storefront/catalogue/components/category-tiles';
import { GoodsGrid } from '@mall/storefront/catalogue/components/goods-grid';
import { SectionHeading } from '@mall/storefront/catalogue/components/section-heading';
import { StoreCard } from '@mall/storefront/catalogue/components/store-card';
import { ActivityPopup } from '@mall/storefront/referral/activity-popup';
import { paths } from '../../config/paths';

const GRID = { xs: 2, sm: 3, md: 4, lg: 6 };

/** A home section; hidden once its list has loaded empty. */
function Section({ id, title, moreHref, empty, children }: { id: string; title: string; moreHref?: string; empty: boolean; children: ReactNode }) {
  if (empty) return null;
  return (
    <Box component="section" aria-labelledby={id} sx={{ marginBlockStart: 5 }}>
      <SectionHeading id={id} title={title} moreHref={moreHref} />
      {children}
    </Box>
  );
}

/** The banners: the main carousel beside the side banners; the brand's welcome when there are none. */
function Banners() {
  const { t } = useTranslation();
  const { brand } = useTheme();
  const main = useBanners('pc', 1);
  const side = useBanners('pc', 0);
  if (main.isSuccess && main.data.length === 0 && (!side.data || side.data.length === 0)) {
    return (
      <Paper sx={{ padding: { xs: 4, md: 8 }, backgroundColor: 'primary.main', color: 'primary.contrastText', borderRadius: 3 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>{t('common:home.welcome', { brandName: brand.name })}</Typography>
        <Typography variant="h6" component="p" sx={{ marginBlockStart: 2, opacity: 0.9 }}>{t('common:home.tagline')}</Typography>
        <Button component={RouterLink} to={paths.commodity.getHref()} variant="contained" color="secondary" size="large" sx={{ marginBlockStart: 4 }}>
          {t('common:home.shopNow')}
        </Button>
      </Paper>
    );
  }
  const sides = side.data?.slice(0, 2) ?? [];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: sides.length ? '2fr 1fr' : '1fr' }, gap: 2 }}>
      <Typography component="h1" sx={visuallyHidden}>
        {t('common:home.welcome', { brandName: brand.name })}
      </Typography>
      <BannerCarousel banners={main.data} ratio={sides.length ? 2 : 3} />
      {sides.length > 0 && (
        <Box sx={{ display: { xs: 'none', md: 'grid' }, gridTemplateRows: `repeat(${sides.length}, 1fr)`, gap: 2 }}>
          {sides.map((b) => <BannerCarousel key={b.id} banners={[b]} ratio={sides.length === 1 ? 1 : 2} intervalMs={0} />)}
        </Box>
      )}
    </Box>
  );
}

/**
 * Home (docs/product-rules.md): banners, categories, daily new arrivals, recommended goods and stores,
 * discounted goods, hot sales and the become-a-merchant banner. Lists come from the query cache when
 * the buyer comes back, so the saved scroll position is restored onto the same content.
 */
export function Component() {
  const { t } = useTranslation();
  const { brand } = useTheme();
  usePageTitle(t('common:nav.home'));
  const categories = useRecommendedCategories(HOME_PAGE_SIZE);
  const fresh = useRecommended({ type: 'new', pageSize: HOME_PAGE_SIZE });
  const recommended = useRecommended({ type: 'recommended', pageSize: HOME_PAGE_SIZE });
  const stores = useStores(true, HOME_PAGE_SIZE);
  const discounted = useGoodsPage({ discount: true }, 1, HOME_PAGE_SIZE);
  const hot = useGoodsPage({ isHot: true }, 1, HOME_PAGE_SIZE);
  const promises = [
    { icon: <LocalShippingOutlinedIcon fontSize="large" />, text: t('common:home.promises.shipping') },
    { icon: <AssignmentReturnOutlinedIcon fontSize="large" />, text: t('common:home.promises.returns') },
    { icon: <WarehouseOutlinedIcon fontSize="large" />, text: t('common:home.promises.warehouses') },
  ];
  const emptyList = (q: { isSuccess: boolean; data?: readonly unknown[] }) => q.isSuccess && (q.data?.length ?? 0) === 0;

  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <ActivityPopup />
      <Banners />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, marginBlockStart: 3 }}>
        {promises.map((p) => (
          <Paper key={p.text} variant="outlined" sx={{ padding: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', color: 'primary.main' }}>
              {p.icon}
              <Typography color="text.primary">{p.text}</Typography>
            </Stack>
          </Paper>
        ))}
      </Box>
      <Section id="home-categories" title={t('catalogue:home.sections.categories')} moreHref={paths.classification.getHref()} empty={emptyList(categories)}>
        {categories.data && <CategoryTiles categories={categories.data} columns={{ xs: 4, md: 6 }} />}
      </Section>
      <Section id="home-new" title={t('catalogue:home.sections.new')} moreHref={paths.commodity.getHref()} empty={emptyList(fresh)}>
        <GoodsGrid goods={fresh.data} loading={fresh.isPending} columns={GRID} />
      </Section>
      <Section id="home-recommended" title={t('catalogue:home.sections.recommended')} moreHref={paths.commodity.getHref()} empty={emptyList(recommended)}>
        <GoodsGrid goods={recommended.data} loading={recommended.isPending} columns={GRID} />
      </Section>
      <Section id="home-stores" title={t('catalogue:home.sections.stores')} empty={Boolean(stores.data) && stores.data?.pageList.length === 0}>
        <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, gap: 2 }}>
          {stores.data?.pageList.map((s) => <li key={s.id}><StoreCard store={s} /></li>)}
        </Box>
      </Section>
      <Section id="home-discounted" title={t('catalogue:home.sections.discounted')} moreHref={paths.discounted.getHref()} empty={Boolean(discounted.data) && discounted.data?.pageList.length === 0}>
        <GoodsGrid goods={discounted.data?.pageList} loading={discounted.isPending} columns={GRID} />
      </Section>
      <Section id="home-hot" title={t('catalogue:home.sections.hot')} moreHref={paths.commodity.getHref()} empty={Boolean(hot.data) && hot.data?.pageList.length === 0}>
        <GoodsGrid goods={hot.data?.pageList} loading={hot.isPending} columns={GRID} />
      </Section>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="home-merchant"
        sx={{ marginBlockStart: 5, padding: 4, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', borderColor: 'secondary.main' }}
      >
        <Box>
          <Typography id="home-merchant" variant="h5" component="h2">{t('common:home.merchant.title')}</Typography>
          <Typography color="text.secondary">{t('common:home.merchant.text', { brandName: brand.name })}</Typography>
        </Box>
        <Button component={RouterLink} to={paths.merchantSettled.getHref()} variant="outlined">{t('common:home.merchant.action')}</Button>
      </Paper>
    </Container>
  );
}
