import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useKeptGoods, useToggleKeep } from '../api/favourites';
import { useCatalogueLinks } from '../catalogue-links';
import { GoodsImage } from './goods-image';
import { PriceTag } from './price-tag';
import { SavedList } from './saved-list';

/** The buyer's favourite goods (`keepGoods!list`), each with "remove"; goods off the shelf say so. */
export function KeptGoodsList() {
  const { t } = useTranslation();
  const links = useCatalogueLinks();
  const goods = useKeptGoods();
  const remove = useToggleKeep();
  return (
    <SavedList
      list={goods}
      itemId={(g) => g.id}
      itemLabel={(g) => g.name}
      emptyMessage={t('catalogue:collect.goodsEmpty')}
      remove={{ toggle: remove, label: t('catalogue:collect.remove'), done: t('catalogue:favourite.removed'), button: { color: 'inherit' } }}
    >
      {(g) => (
        <>
          <Box component={RouterLink} to={links.goods(g.id)} sx={{ flex: '0 0 80px' }} aria-hidden tabIndex={-1}>
            <GoodsImage src={g.imgUrl1} alt="" sx={{ borderRadius: 1, opacity: g.isShelf ? 1 : 0.5 }} />
          </Box>
          <Stack sx={{ flex: 1, minWidth: 0 }} spacing={0.5}>
            <Typography component={RouterLink} to={links.goods(g.id)} variant="body2" sx={{ color: 'text.primary', textDecoration: 'none', overflowWrap: 'anywhere', '&:hover': { color: 'primary.main' } }}>
              {g.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap>{g.sellerName}</Typography>
            {g.isShelf ? <PriceTag price={g.price} sellingPrice={g.sellingPrice} /> : <Chip size="small" label={t('catalogue:collect.offShelf')} sx={{ alignSelf: 'flex-start' }} />}
          </Stack>
        </>
      )}
    </SavedList>
  );
}
