import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreCard as StoreCardData } from '@mall/api-client/catalogue';
import { useCatalogueLinks } from '../catalogue-links';
import { StoreAvatar } from './store-avatar';

/** Favourable-review rate (0..1) as a whole percentage. */
export const ratePercent = (rate: number) => Math.round(rate * 100);

/** A store in a list: avatar, name, goods, sales and favourable-review rate, linking to its page. */
export function StoreCard({ store }: { store: StoreCardData }) {
  const { t } = useTranslation();
  const links = useCatalogueLinks();
  return (
    <Card variant="outlined" component="article" aria-label={store.name} sx={{ height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
      <CardActionArea component={RouterLink} to={links.store(store.id)} sx={{ padding: 2, height: '100%' }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          <StoreAvatar name={store.name} avatar={store.avatar} />
          <Stack sx={{ minWidth: 0 }}>
            <Typography variant="subtitle1" component="h3" noWrap sx={{ fontWeight: 600 }}>{store.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('catalogue:store.goods', { count: store.sellerGoodsNum })} · {t('catalogue:store.sold', { count: store.soldNum })}
            </Typography>
            <Typography variant="caption" color="text.secondary">{t('catalogue:store.rating', { percent: ratePercent(store.highOpinion) })}</Typography>
          </Stack>
        </Stack>
      </CardActionArea>
    </Card>
  );
}
