import { Suspense, type ComponentType } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import { useTranslation } from 'react-i18next';
import { AppShell as ShellFrame } from '@mall/ui/app-shell';
import { BrandLogo } from '@mall/ui/brand-logo';
import { LanguageMenu } from '@mall/ui/language-menu';
import { PageSpinner, QueryState } from '@mall/ui/query-state';
import { useMe } from '../../features/auth/api/get-me';
import { useSignOut } from '../../features/auth/api/sign-out';
import { paths, type PathName } from '../../config/paths';
import { visibleNavItems } from './navigation';

const icons: Record<PathName, ComponentType> = {
  signIn: DashboardOutlined,
  home: DashboardOutlined,
  systemParameters: TuneOutlined,
  auditLog: HistoryOutlined,
  activity: CampaignOutlined,
  users: PeopleOutlined,
  sellers: StorefrontOutlined,
  staff: SupervisorAccountOutlined,
};

/** The signed-in frame: the kit's shell with the admin and the navigation the admin's roles allow. */
export function AppShell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const me = useMe();
  const signOut = useSignOut({ onSettled: () => navigate(paths.signIn.getHref(), { replace: true }) });

  if (!me.data) {
    return (
      <Box sx={{ padding: 3 }}>
        <QueryState isPending={me.isPending} isError={me.isError} onRetry={() => void me.refetch()}>{null}</QueryState>
      </Box>
    );
  }

  const items = visibleNavItems(me.data.roles).map((item) => {
    const Icon = icons[item.id];
    return { to: item.href, label: t(`admin:${item.labelKey}`), icon: <Icon />, end: item.id === 'home' };
  });

  return (
    <ShellFrame
      title={t('admin:app.title')}
      logo={<BrandLogo height={32} onClick={() => navigate(paths.home.getHref())} />}
      navigationLabel={t('admin:nav.label')}
      items={items}
      linkComponent={NavLink}
      userName={me.data.name}
      userDetail={me.data.email}
      actions={<LanguageMenu />}
      onSignOut={() => signOut.mutate()}
      signingOut={signOut.isPending}
    >
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </ShellFrame>
  );
}
