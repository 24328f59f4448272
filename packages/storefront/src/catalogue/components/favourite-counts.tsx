import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CardActionArea from '@mui/material/CardActionArea';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useFavouriteCounts } from '../api/favourites';

export interface FavouriteCountsProps {
  /** The app's favourite goods page. */
  goodsHref: string;
  /** The app's followed shops page. */
  storesHref: string;
}

/** How many goods the buyer keeps and shops they follow, each linking to its list. */
export function FavouriteCounts({ goodsHref, storesHref }: FavouriteCountsProps) {
  const { t } = useTranslation();
  const counts = useFavouriteCounts();
  const tiles = [
    { href: goodsHref, label: t('catalogue:collect.goodsTitle'), value: counts.goods, id: 'goods' },
    { href: storesHref, label: t('catalogue:collect.storesTitle'), value: counts.stores, id: 'stores' },
  ];
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
      {tiles.map((tile) => (
        <Paper key={tile.id} variant="outlined">
          <CardActionArea component={RouterLink} to={tile.href} sx={{ padding: 2, textAlign: 'center' }}>
            <Typography variant="h5" component="p" color="primary" data-testid={`count-${tile.id}`}>{tile.value ?? '–'}</Typography>
            <Typography variant="body2" color="text.secondary">{tile.label}</Typography>
          </CardActionArea>
        </Paper>
      ))}
    </Box>
  );
}
