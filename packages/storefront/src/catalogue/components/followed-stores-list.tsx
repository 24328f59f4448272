import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFollowedStores, useToggleFollow } from '../api/favourites';
import { useCatalogueLinks } from '../catalogue-links';
import { SavedList } from './saved-list';
import { ratePercent } from './store-card';
import { StoreAvatar } from './store-avatar';

/** The stores the buyer follows (`focusSeller!list`), each with "unfollow". */
export function FollowedStoresList() {
  const { t } = useTranslation();
  const links = useCatalogueLinks();
  const stores = useFollowedStores();
  const unfollow = useToggleFollow();
  return (
    <SavedList
      list={stores}
      itemId={(s) => s.sellerId}
      itemLabel={(s) => s.sellerVo.name}
      emptyMessage={t('catalogue:collect.storesEmpty')}
      remove={{ toggle: unfollow, label: t('catalogue:follow.unfollow'), done: t('catalogue:follow.unfollowed'), button: { variant: 'outlined' } }}
    >
      {(s) => (
        <>
          <StoreAvatar name={s.sellerVo.name} avatar={s.sellerVo.avatar} />
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography component={RouterLink} to={links.store(s.sellerId)} variant="subtitle2" noWrap sx={{ color: 'text.primary', textDecoration: 'none', '&:hover': { color: 'primary.main' } }}>
              {s.sellerVo.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('catalogue:store.sold', { count: s.sellerVo.soldNum })} · {t('catalogue:store.rating', { percent: ratePercent(s.sellerVo.highOpinion) })}
            </Typography>
          </Stack>
        </>
      )}
    </SavedList>
  );
}
