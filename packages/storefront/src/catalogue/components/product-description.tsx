import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The product description. `des` is the one field rendered as HTML: the server sanitises it when the
 * seller saves it (apps/api catalogue sanitize), so only its allowed tags and attributes reach here.
 */
export function ProductDescription({ html }: { html: string }) {
  const { t } = useTranslation();
  if (!html.trim()) return <Typography color="text.secondary">{t('catalogue:product.noDescription')}</Typography>;
  return (
    <Box
      data-testid="product-description"
      sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%', height: 'auto' }, '& table': { maxWidth: '100%' }, '& p': { marginBlock: 1 } }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
