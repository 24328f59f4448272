import Button from '@mui/material/Button';
import ConstructionOutlined from '@mui/icons-material/ConstructionOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@mall/ui/empty-state';
import { PageHeader } from '@mall/ui/page-header';
import { paths } from '../../config/paths';
import type { NavItem } from '../layout/navigation';

/** Placeholder of a seller-zone section that a later release builds. */
export default function ComingSoonRoute({ section }: { section: NavItem['id'] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`seller:nav.${section}`)} description={t(`seller:sections.${section}`)} />
      <EmptyState
        icon={<ConstructionOutlined />}
        message={t('seller:comingSoon.message')}
        action={<Button component={Link} to={paths.home.getHref()} variant="outlined">{t('seller:comingSoon.back')}</Button>}
      />
    </>
  );
}
