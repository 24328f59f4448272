import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useSearchSuggestions } from '@mall/storefront/catalogue/api/search';
import { EmptyKeywordWarning } from '@mall/storefront/catalogue/components/empty-keyword-warning';
import { SearchHistoryChips } from '@mall/storefront/catalogue/components/search-history-chips';
import { useDebouncedValue } from '@mall/storefront/catalogue/hooks/use-debounced-value';
import { useSearchActions } from '@mall/storefront/catalogue/hooks/use-search-actions';
import { decodeKeyword } from '@mall/storefront/catalogue/utils/search-target';
import { paths } from '../../../config/paths';

/** /search: the search box with suggestions while typing and the recent searches while empty (docs/product-rules.md). */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [text, setText] = useState(() => decodeKeyword(params.get('k')));
  const keyword = useDebouncedValue(text.trim(), 300);
  const suggestions = useSearchSuggestions(keyword);
  const actions = useSearchActions();
  usePageTitle(t('common:search.label'));
  const back = () => (location.key === 'default' ? navigate(paths.home.getHref()) : navigate(-1));
  const data = text.trim() && keyword ? suggestions.data : undefined;

  return (
    <Box sx={{ minHeight: '100vh', backgroundColor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
        <Toolbar component="form" role="search" onSubmit={(e) => { e.preventDefault(); void actions.search(text); }} sx={{ gap: 1, paddingInline: 1 }}>
          <IconButton aria-label={t('common:actions.back')} onClick={() => void back()}>
            <ArrowBackIcon sx={{ '&:dir(rtl)': { transform: 'scaleX(-1)' } }} />
          </IconButton>
          <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', border: 1, borderColor: 'primary.main', borderRadius: 5, paddingInline: 1.5 }}>
            <SearchIcon fontSize="small" sx={{ color: 'text.secondary' }} />
            <InputBase
              autoFocus
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('common:search.placeholder')}
              inputProps={{ 'aria-label': t('common:search.label'), type: 'search', enterKeyHint: 'search' }}
              sx={{ flex: 1, marginInlineStart: 1 }}
            />
          </Box>
          <Button type="submit" disabled={actions.busy}>{t('common:search.submit')}</Button>
        </Toolbar>
      </AppBar>
      <Stack component="main" spacing={2} sx={{ padding: 2 }}>
        {!text.trim() && <SearchHistoryChips onPick={(k) => { setText(k); void actions.search(k); }} />}
        {data && (data.goodsList.length > 0 || data.sellerList.length > 0) && (
          <List aria-label={t('catalogue:search.groups.goods')} sx={{ backgroundColor: 'background.paper', borderRadius: 1 }}>
            {data.goodsList.length > 0 && <ListSubheader>{t('catalogue:search.groups.goods')}</ListSubheader>}
            {data.goodsList.map((g) => (
              <ListItemButton key={`g-${g.id}`} onClick={() => actions.openGoods(g.id, g.name)}>
                <ListItemIcon sx={{ minWidth: 36 }}><Inventory2OutlinedIcon fontSize="small" /></ListItemIcon>
                <ListItemText primary={g.name} slotProps={{ primary: { noWrap: true } }} />
              </ListItemButton>
            ))}
            {data.sellerList.length > 0 && <ListSubheader>{t('catalogue:search.groups.stores')}</ListSubheader>}
            {data.sellerList.map((s) => (
              <ListItemButton key={`s-${s.id}`} onClick={() => actions.openStore(s.id, s.name)}>
                <ListItemIcon sx={{ minWidth: 36 }}><StorefrontOutlinedIcon fontSize="small" /></ListItemIcon>
                <ListItemText primary={s.name} slotProps={{ primary: { noWrap: true } }} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Stack>
      <EmptyKeywordWarning open={actions.emptyWarning} onClose={actions.closeEmptyWarning} />
    </Box>
  );
}
