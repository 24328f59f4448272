import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from './placeholder-page';

/** Reads the JSON-encoded keyword `k`; a raw string is accepted too. */
export function keywordOf(k: string | null): string {
  if (!k) return '';
  try {
    const v: unknown = JSON.parse(k);
    return typeof v === 'string' ? v : String(v);
  } catch {
    return k;
  }
}

/** Goods search results: the keyword for now; results come with the search issue. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = keywordOf(params.get('k'));
  return (
    <PlaceholderPage title={t('common:search.resultsTitle')}>
      <Typography color="text.secondary">{t('common:search.resultsFor', { keyword })}</Typography>
    </PlaceholderPage>
  );
}
