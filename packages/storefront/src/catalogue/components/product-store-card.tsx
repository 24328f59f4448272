import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import type { GoodsDetail } from '@mall/api-client/catalogue';
import { useToken } from '../../shared/utils/session';
import { useStoreDetail } from '../api/stores';
import { useCatalogueLinks } from '../catalogue-links';
import { FollowButton } from './follow-button';
import { StoreAvatar } from './store-avatar';

/** The seller of a product: name, goods and followers, "visit store" and "follow shop". */
export function ProductStoreCard({ seller }: { seller: GoodsDetail['seller'] }) {
  const { t } = useTranslation();
  const links = useCatalogueLinks();
  // The follow flag lives on the store's own data, which only a signed-in buyer needs (a guest's
  // "follow" leads to sign-in first); each read also counts as a visit to the store.
  const signedIn = Boolean(useToken());
  const store = useStoreDetail(signedIn ? seller.id : '');
  const focusNum = store.data?.focusNum ?? seller.focusNum;
  const following = store.data?.isFocus === 1;
  return (
    <Paper variant="outlined" component="section" aria-label={t('catalogue:product.seller')} sx={{ padding: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
        <StoreAvatar name={seller.name} avatar={seller.avatar} size={56} />
        <Stack sx={{ flex: 1, minWidth: 160 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{seller.name}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('catalogue:store.goods', { count: seller.sellerGoodsNum })} · {t('catalogue:store.sold', { count: seller.soldNum })} · {t('catalogue:store.followers', { count: focusNum })}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1}>
          <Button component={RouterLink} to={links.store(seller.id)} variant="outlined" startIcon={<StorefrontOutlinedIcon />}>
            {t('catalogue:product.visitStore')}
          </Button>
          {(!signedIn || store.data) && <FollowButton sellerId={seller.id} following={following} />}
        </Stack>
      </Stack>
    </Paper>
  );
}
