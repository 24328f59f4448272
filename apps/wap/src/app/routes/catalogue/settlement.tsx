import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { EmptyState } from '@mall/ui/empty-state';
import { paths } from '../../../config/paths';

/** /settlement: checkout comes with the cart issue; "buy now" already put the line into the cart. */
export function Component() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={<ConstructionOutlinedIcon />}
      message={t('catalogue:settlement.text')}
      action={<Button component={RouterLink} to={paths.home.getHref()}>{t('common:comingSoon.backHome')}</Button>}
    />
  );
}
