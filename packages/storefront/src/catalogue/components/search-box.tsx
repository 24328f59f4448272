import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import HistoryIcon from '@mui/icons-material/History';
import SearchIcon from '@mui/icons-material/Search';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { useSearchSuggestions } from '../api/search';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useSearchActions } from '../hooks/use-search-actions';
import { useSearchHistory } from '../utils/search-history';
import { decodeKeyword, KEYWORD_PARAM } from '../utils/search-target';
import { ClearHistoryButton } from './clear-history-button';
import { EmptyKeywordWarning } from './empty-keyword-warning';

/** Suggestions wait for this pause in typing. */
export const SUGGEST_DEBOUNCE_MS = 300;

type Group = 'history' | 'goods' | 'stores';
interface Option { group: Group; id: string; label: string }

const icons: Record<Group, ReactNode> = {
  history: <HistoryIcon fontSize="small" />,
  goods: <Inventory2OutlinedIcon fontSize="small" />,
  stores: <StorefrontOutlinedIcon fontSize="small" />,
};

/**
 * The header search (docs/product-rules.md): suggested goods and stores while typing, the recent searches
 * while empty; Enter or the button searches, a blank search warns. On a search page the box shows that
 * page's keyword (`?k=`), also after a reload or when the page was opened by a link.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const pageKeyword = decodeKeyword(params.get(KEYWORD_PARAM));
  const [text, setText] = useState(pageKeyword);
  // A new search page's keyword replaces the text; leaving the search pages keeps what was typed.
  const [shownKeyword, setShownKeyword] = useState(pageKeyword);
  if (pageKeyword !== shownKeyword) {
    setShownKeyword(pageKeyword);
    if (pageKeyword) setText(pageKeyword);
  }
  const [open, setOpen] = useState(false);
  // Keeps the list open while the "clear history" confirmation is up.
  const [confirming, setConfirming] = useState(false);
  const keyword = useDebouncedValue(text.trim(), SUGGEST_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(keyword);
  const history = useSearchHistory();
  const actions = useSearchActions();

  const options = useMemo<Option[]>(() => {
    if (!text.trim()) return history.map((k) => ({ group: 'history', id: k, label: k }));
    if (!keyword || !suggestions.data) return [];
    return [
      ...suggestions.data.goodsList.map((g) => ({ group: 'goods' as const, id: g.id, label: g.name })),
      ...suggestions.data.sellerList.map((s) => ({ group: 'stores' as const, id: s.id, label: s.name })),
    ];
  }, [text, keyword, history, suggestions.data]);

  const submit = (value: string) => {
    setOpen(false);
    void actions.search(value);
  };
  const choose = (o: Option) => {
    setOpen(false);
    if (o.group === 'goods') actions.openGoods(o.id, o.label);
    else if (o.group === 'stores') actions.openStore(o.id, o.label);
    else { setText(o.label); void actions.search(o.label); }
  };

  return (
    <Box sx={{ flex: 1, maxWidth: 520 }}>
      <Autocomplete<Option, false, false, true>
        freeSolo
        openOnFocus
        open={(open || confirming) && options.length > 0}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        groupBy={(o) => o.group}
        filterOptions={(o) => o}
        getOptionLabel={(o) => (typeof o === 'string' ? o : o.label)}
        getOptionKey={(o) => (typeof o === 'string' ? o : `${o.group}-${o.id}`)}
        inputValue={text}
        onInputChange={(_, v, reason) => { if (reason !== 'reset') setText(v); }}
        value={null}
        // Typed text is searched by the form's submit (Enter or the button); here only chosen options.
        onChange={(_, v) => { if (v && typeof v !== 'string') choose(v); }}
        selectOnFocus={false}
        clearOnBlur={false}
        handleHomeEndKeys={false}
        renderGroup={(params) => (
          <li key={params.key}>
            <ListSubheader component="div" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', lineHeight: '36px' }}>
              {t(`catalogue:search.groups.${params.group as Group}`)}
              {params.group === 'history' && <ClearHistoryButton onOpenChange={setConfirming} />}
            </ListSubheader>
            <Box component="ul" sx={{ padding: 0 }}>{params.children}</Box>
          </li>
        )}
        renderOption={({ key, ...props }, o) => (
          <li key={key} {...props}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, color: 'text.secondary' }}>
              {icons[o.group]}
              <Typography variant="body2" noWrap color="text.primary">{o.label}</Typography>
            </Box>
          </li>
        )}
        renderInput={(params) => (
          <Box
            ref={params.slotProps.input.ref}
            component="form"
            role="search"
            onSubmit={(e) => { e.preventDefault(); submit(text); }}
            sx={{ display: 'flex', alignItems: 'center', border: 2, borderColor: 'primary.main', borderRadius: 5, paddingInlineStart: 2, backgroundColor: 'background.paper' }}
          >
            <InputBase
              inputProps={{ ...params.slotProps.htmlInput, 'aria-label': t('common:search.label'), type: 'search', enterKeyHint: 'search' }}
              placeholder={t('common:search.placeholder')}
              sx={{ flex: 1 }}
            />
            <IconButton type="submit" aria-label={t('common:search.submit')} color="primary" disabled={actions.busy}>
              <SearchIcon />
            </IconButton>
          </Box>
        )}
      />
      <EmptyKeywordWarning open={actions.emptyWarning} onClose={actions.closeEmptyWarning} />
    </Box>
  );
}
