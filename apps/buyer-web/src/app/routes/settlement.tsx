import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { PlaceholderPage } from './placeholder-page';

/** /settlement: checkout comes with the cart issue; "buy now" already put the line into the cart. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PlaceholderPage title={t('catalogue:settlement.title')}>
      <Typography color="text.secondary">{t('catalogue:settlement.text')}</Typography>
    </PlaceholderPage>
  );
}
