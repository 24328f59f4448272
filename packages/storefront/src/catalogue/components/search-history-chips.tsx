import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchHistory } from '../utils/search-history';
import { ClearHistoryButton } from './clear-history-button';

/** The recent searches as chips (mobile search page), with "clear history"; nothing when empty. */
export function SearchHistoryChips({ onPick }: { onPick: (keyword: string) => void }) {
  const { t } = useTranslation();
  const history = useSearchHistory();
  if (history.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="search-history-title">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id="search-history-title" variant="subtitle2" component="h2">{t('catalogue:search.history')}</Typography>
        <ClearHistoryButton />
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 1, marginBlockStart: 1 }}>
        {history.map((k) => <li key={k}><Chip label={k} onClick={() => onPick(k)} /></li>)}
      </Box>
    </Box>
  );
}
