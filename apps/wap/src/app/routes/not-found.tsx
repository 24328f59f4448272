import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from './placeholder-page';

/** Any unknown address. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('common:notFound.title')}>
      <Typography color="text.secondary">{t('common:notFound.text')}</Typography>
    </PlaceholderPage>
  );
}
