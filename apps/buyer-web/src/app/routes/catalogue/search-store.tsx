import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useSearchSuggestions } from '@mall/storefront/catalogue/api/search';
import { StoreMatches } from '../../../features/search/components/store-matches';
import { useKeywordParams } from '../../../features/search/hooks/use-keyword';
import { paths } from '../../../config/paths';

/** /searchStore?k=: the shops matching a keyword. */
export function Component() {
  const { t } = useTranslation();
  const { keyword } = useKeywordParams();
  usePageTitle(t('catalogue:search.storesTitle'));
  const suggestions = useSearchSuggestions(keyword);
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <Typography variant="h4" component="h1">{t('catalogue:search.storesTitle')}</Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>{t('common:search.resultsFor', { keyword })}</Typography>
      <Stack spacing={3}>
        <StoreMatches stores={suggestions.data?.sellerList} keyword={keyword} loading={suggestions.isPending && Boolean(keyword)} />
        {keyword && (
          <Button component={RouterLink} to={paths.searchGoods.getHref(keyword)} variant="outlined" sx={{ alignSelf: 'center' }}>
            {t('catalogue:search.searchGoods')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
