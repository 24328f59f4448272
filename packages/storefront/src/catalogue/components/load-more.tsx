import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export interface LoadMoreProps {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Whether anything is listed (no "end of list" line under an empty list). */
  anyLoaded: boolean;
  /** How many pages are loaded: the "end of list" line only follows a list that grew. */
  pageCount?: number;
}

/** "Load more" under a list that grows page by page, or a quiet end-of-list line. */
export function LoadMore({ hasMore, loading, onLoadMore, anyLoaded, pageCount = 1 }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!anyLoaded || (!hasMore && pageCount < 2)) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', paddingBlock: 2 }}>
      {hasMore
        ? <Button variant="outlined" onClick={onLoadMore} disabled={loading}>{loading ? t('common:feedback.loading') : t('catalogue:list.loadMore')}</Button>
        : <Typography variant="caption" color="text.secondary">{t('catalogue:list.end')}</Typography>}
    </Box>
  );
}
