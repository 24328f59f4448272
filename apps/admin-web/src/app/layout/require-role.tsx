import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../features/auth/api/get-me';
import type { PathName } from '../../config/paths';
import { canAccess, navItem } from './navigation';

/** Shows the page only to roles the navigation table grants it; the API enforces the same rule. */
export function RequireRole({ page, children }: { page: PathName; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  const item = navItem(page);
  if (!me.data) return null;
  if (item && !canAccess(item, me.data.roles)) return <Alert severity="warning">{t('admin:noAccess.message')}</Alert>;
  return <>{children}</>;
}
