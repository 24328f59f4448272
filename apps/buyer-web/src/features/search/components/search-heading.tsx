import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';

/** The title of a search page and the keyword it shows results for. */
export function SearchHeading({ title, keyword }: { title: string; keyword: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography variant="h4" component="h1">{title}</Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>{t('common:search.resultsFor', { keyword })}</Typography>
    </>
  );
}
