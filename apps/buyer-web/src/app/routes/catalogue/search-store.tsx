import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useSearchSuggestions } from '@mall/storefront/catalogue/api/search';
import { SearchHeading } from '../../../features/search/components/search-heading';
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
      <SearchHeading title={t('catalogue:search.storesTitle')} keyword={keyword} />
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
