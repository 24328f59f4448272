import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import SearchIcon from '@mui/icons-material/Search';
import { useToast } from '@mall/ui/toast-provider';
import { paths } from '../../../config/paths';

/** Header search: goes to /searchGoods?k=<JSON keyword>; suggestions and history come with the search issue. */
export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [text, setText] = useState('');
  const submit = () => {
    const keyword = text.trim();
    if (!keyword) {
      toast.show(t('common:search.empty'), 'warning');
      return;
    }
    navigate(paths.searchGoods.getHref(keyword));
  };
  return (
    <Box
      component="form"
      role="search"
      onSubmit={(e) => { e.preventDefault(); submit(); }}
      sx={{ display: 'flex', alignItems: 'center', flex: 1, maxWidth: 520, border: 2, borderColor: 'primary.main', borderRadius: 5, paddingInlineStart: 2, backgroundColor: 'background.paper' }}
    >
      <InputBase
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('common:search.placeholder')}
        inputProps={{ 'aria-label': t('common:search.label'), type: 'search' }}
        sx={{ flex: 1 }}
      />
      <IconButton type="submit" aria-label={t('common:search.submit')} color="primary">
        <SearchIcon />
      </IconButton>
    </Box>
  );
}
