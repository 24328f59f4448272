import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { GoodsCard as GoodsCardData } from '@mall/api-client/catalogue';
import { useCatalogueLinks } from '../catalogue-links';
import { GoodsImage } from './goods-image';
import { PriceTag } from './price-tag';

/** A product in a list: image, name, price and sales, linking to its page. */
export function GoodsCard({ goods }: { goods: GoodsCardData }) {
  const { t } = useTranslation();
  const links = useCatalogueLinks();
  return (
    <Card variant="outlined" component="article" aria-label={goods.name} sx={{ height: '100%', '&:hover': { borderColor: 'primary.main' } }}>
      <CardActionArea component={RouterLink} to={links.goods(goods.id)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <GoodsImage src={goods.imgUrl1} alt={goods.name} />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 0.5, padding: 1.5, '&:last-child': { paddingBlockEnd: 1.5 } }}>
          <Typography
            variant="body2"
            component="h3"
            sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.86em', overflowWrap: 'anywhere' }}
          >
            {goods.name}
          </Typography>
          <PriceTag price={goods.price} sellingPrice={goods.sellingPrice} />
          <Typography variant="caption" color="text.secondary">{t('catalogue:goods.sold', { count: goods.soldNum })}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
