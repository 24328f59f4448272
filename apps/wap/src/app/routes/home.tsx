import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import SearchIcon from '@mui/icons-material/Search';
import TranslateIcon from '@mui/icons-material/Translate';
import { HOME_PAGE_SIZE } from '@mall/api-client/catalogue';
import { BrandLogo } from '@mall/ui/brand-logo';
import { visuallyHidden } from '@mall/ui/visually-hidden';
import { useCurrentUser } from '@mall/storefront/shared/use-current-user';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useUnreadCounts } from '@mall/storefront/chat/use-unread-counts';
import { useBanners } from '@mall/storefront/catalogue/api/banners';
import { useRecommendedCategories } from '@mall/storefront/catalogue/api/categories';
import { useGoodsPage, useRecommended } from '@mall/storefront/catalogue/api/goods';
import { useStores } from '@mall/storefront/catalogue/api/stores';
import { BannerCarousel } from '@mall/storefront/catalogue/components/banner-carousel';
import { CategoryTiles } from '@mall/storefront/catalogue/components/category-tiles';
import { GoodsGrid } from '@mall/storefront/catalogue/components/goods-grid';
import { SectionHeading } from '@mall/storefront/catalogue/components/section-heading';
import { StoreCard } from '@mall/storefront/catalogue/components/store-card';
import { paths } from '../../config/paths';
import { ActivityPopup } from '@mall/storefront/referral/activity-popup';
import { SubscribeForm } from '@mall/storefront/referral/subscribe-form';

const GRID = { xs: 2, sm: 3 };

/** A home section; hidden once its list has loaded empty. */
function Section({ id, title, moreHref, empty, children }: { id: string; title: string; moreHref?: string; empty: boolean; children: ReactNode }) {
  if (empty) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <SectionHeading id={id} title={title} moreHref={moreHref} />
      {children}
    </Box>
  );
}

/**
 * Mobile home: brand bar with the search entry, banners, categories, new arrivals, recommended goods
 * and stores, discounted goods, hot sales and the merchant banner.
 */
export function Component() {
  const { t } = useTranslation();
  const { brand } = useTheme();
  const { signedIn } = useCurrentUser();
  const unread = useUnreadCounts().total;
  usePageTitle(t('common:tabs.home'));
  const banners = useBanners('h5', 1);
  const categories = useRecommendedCategories(8);
  const fresh = useRecommended({ type: 'new', pageSize: HOME_PAGE_SIZE });
  const recommended = useRecommended({ type: 'recommended', pageSize: HOME_PAGE_SIZE });
  const stores = useStores(true, 6);
  const discounted = useGoodsPage({ discount: true }, 1, HOME_PAGE_SIZE);
  const hot = useGoodsPage({ isHot: true }, 1, HOME_PAGE_SIZE);
  const emptyList = (q: { isSuccess: boolean; data?: readonly unknown[] }) => q.isSuccess && (q.data?.length ?? 0) === 0;
  const noBanners = banners.isSuccess && banners.data.length === 0;

  return (
    <>
      <ActivityPopup />
      <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 'appBar', paddingInline: 2, paddingBlock: 1, backgroundColor: 'background.paper', borderBlockEnd: 1, borderColor: 'divider' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <BrandLogo height={28} />
          <Box sx={{ flex: 1 }} />
          <IconButton component={RouterLink} to={paths.settings.language.getHref()} aria-label={t('common:language.title')}>
            <TranslateIcon />
          </IconButton>
          <IconButton component={RouterLink} to={paths.chat.getHref()} aria-label={t('common:header.messages', { unread })}>
            <Badge badgeContent={unread} color="primary" data-testid="unread-badge"><ChatOutlinedIcon /></Badge>
          </IconButton>
        </Box>
        <Button
          component={RouterLink}
          to={paths.search.getHref()}
          fullWidth
          startIcon={<SearchIcon />}
          aria-label={t('common:search.label')}
          sx={{ justifyContent: 'flex-start', marginBlockStart: 1, borderRadius: 5, border: 1, borderColor: 'primary.main', color: 'text.secondary', textTransform: 'none', paddingInline: 2 }}
        >
          {t('common:search.placeholder')}
        </Button>
      </Box>
      <Stack component="main" spacing={3} sx={{ padding: 2 }}>
        {noBanners ? (
          <Paper sx={{ padding: 3, backgroundColor: 'primary.main', color: 'primary.contrastText', borderRadius: 3 }}>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>{t('common:home.welcome', { brandName: brand.name })}</Typography>
            <Typography sx={{ marginBlockStart: 1, opacity: 0.9 }}>{t('common:home.tagline')}</Typography>
          </Paper>
        ) : (
          <>
            <Typography component="h1" sx={visuallyHidden}>
              {t('common:home.welcome', { brandName: brand.name })}
            </Typography>
            <BannerCarousel banners={banners.data} ratio={2} />
          </>
        )}
        {!signedIn && (
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to={paths.auth.login.getHref()} variant="contained" fullWidth>{t('common:header.login')}</Button>
            <Button component={RouterLink} to={paths.auth.register.getHref()} variant="outlined" fullWidth>{t('common:header.register')}</Button>
          </Stack>
        )}
        <Section id="home-categories" title={t('catalogue:home.sections.categories')} moreHref={paths.category.getHref()} empty={emptyList(categories)}>
          {categories.data && <CategoryTiles categories={categories.data} columns={{ xs: 4 }} />}
        </Section>
        <Section id="home-new" title={t('catalogue:home.sections.new')} moreHref={paths.lists.fresh.getHref()} empty={emptyList(fresh)}>
          <GoodsGrid goods={fresh.data?.slice(0, 6)} loading={fresh.isPending} columns={GRID} placeholders={4} />
        </Section>
        <Section id="home-recommended" title={t('catalogue:home.sections.recommended')} moreHref={paths.lists.recommended.getHref()} empty={emptyList(recommended)}>
          <GoodsGrid goods={recommended.data?.slice(0, 6)} loading={recommended.isPending} columns={GRID} placeholders={4} />
        </Section>
        <Section id="home-stores" title={t('catalogue:home.sections.stores')} empty={Boolean(stores.data) && stores.data?.pageList.length === 0}>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {stores.data?.pageList.map((s) => <li key={s.id}><StoreCard store={s} /></li>)}
          </Stack>
        </Section>
        <Section id="home-discounted" title={t('catalogue:home.sections.discounted')} moreHref={paths.lists.discounted.getHref()} empty={Boolean(discounted.data) && discounted.data?.pageList.length === 0}>
          <GoodsGrid goods={discounted.data?.pageList.slice(0, 6)} loading={discounted.isPending} columns={GRID} placeholders={4} />
        </Section>
        <Section id="home-hot" title={t('catalogue:home.sections.hot')} moreHref={paths.lists.hot.getHref()} empty={Boolean(hot.data) && hot.data?.pageList.length === 0}>
          <GoodsGrid goods={hot.data?.pageList} loading={hot.isPending} columns={GRID} placeholders={4} />
        </Section>
        <Paper variant="outlined" component="section" aria-labelledby="home-merchant" sx={{ padding: 2, borderColor: 'secondary.main' }}>
          <Typography id="home-merchant" variant="h6" component="h2">{t('common:home.merchant.title')}</Typography>
          <Typography color="text.secondary">{t('common:home.merchant.text', { brandName: brand.name })}</Typography>
        </Paper>
        <SubscribeForm />
      </Stack>
    </>
  );
}
