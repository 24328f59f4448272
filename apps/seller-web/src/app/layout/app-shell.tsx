import { Suspense, type ComponentType } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';
import { AppShell as ShellFrame } from '@mall/ui/app-shell';
import { BrandLogo } from '@mall/ui/brand-logo';
import { LanguageMenu } from '@mall/ui/language-menu';
import { PageSpinner, QueryState } from '@mall/ui/query-state';
import { useMe } from '../../features/auth/api/get-me';
import { useSignOut } from '../../features/auth/api/sign-out';
import { paths } from '../../config/paths';
import { navItems, type NavItem } from './navigation';

const icons: Record<NavItem['id'], ComponentType> = {
  home: DashboardOutlined,
  storeProfile: StorefrontOutlined,
  goods: Inventory2Outlined,
  orders: ReceiptLongOutlined,
  wallet: AccountBalanceWalletOutlined,
  statistics: InsightsOutlined,
};

/** The signed-in frame of the seller zone: the kit's shell with the store, the seller and the zone's sections. */
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

  const items = navItems.map((item) => {
    const Icon = icons[item.id];
    return { to: item.href, label: t(`seller:${item.labelKey}`), icon: <Icon />, end: item.id === 'home' };
  });

  return (
    <ShellFrame
      title={t('seller:app.title')}
      logo={<BrandLogo height={32} onClick={() => navigate(paths.home.getHref())} />}
      navigationLabel={t('seller:nav.label')}
      items={items}
      linkComponent={NavLink}
      userName={me.data.storeName}
      userDetail={me.data.name}
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
