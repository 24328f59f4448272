import { Suspense, useState, type ComponentType } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router-dom';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '@mall/ui/brand-logo';
import { useMe } from '../../features/auth/api/get-me';
import { useSignOut } from '../../features/auth/api/sign-out';
import { LanguageMenu } from '../../components/language-menu';
import { PageSpinner, QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { navItems, type NavItem } from './navigation';

const DRAWER_WIDTH = 248;

const icons: Record<NavItem['id'], ComponentType> = {
  home: DashboardOutlined,
  storeProfile: StorefrontOutlined,
  goods: Inventory2Outlined,
  orders: ReceiptLongOutlined,
  wallet: AccountBalanceWalletOutlined,
  statistics: InsightsOutlined,
};

/** The signed-in frame of the seller zone: top bar (logo, store, seller, language, sign-out) and side navigation. */
export function AppShell() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [menuOpen, setMenuOpen] = useState(false);
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

  const identity = (
    <Box sx={{ textAlign: wide ? 'end' : 'start', minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>{me.data.storeName}</Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">{me.data.name}</Typography>
    </Box>
  );

  const nav = (
    <Box component="nav" aria-label={t('seller:nav.label')}>
      <List>
        {navItems.map((item) => {
          const Icon = icons[item.id];
          return (
            <ListItemButton
              key={item.id}
              component={NavLink}
              to={item.href}
              end={item.id === 'home'}
              onClick={() => setMenuOpen(false)}
              sx={{
                marginInline: 1,
                borderRadius: 1,
                '&.active': { backgroundColor: 'action.selected', color: 'primary.main', '& .MuiListItemIcon-root': { color: 'primary.main' } },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}><Icon /></ListItemIcon>
              <ListItemText primary={t(`seller:${item.labelKey}`)} />
            </ListItemButton>
          );
        })}
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', backgroundColor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        elevation={0}
        sx={{ zIndex: theme.zIndex.drawer + 1, borderBlockEnd: 1, borderColor: 'divider', backgroundColor: 'background.paper' }}
      >
        <Toolbar sx={{ gap: 2 }}>
          {!wide && (
            <IconButton edge="start" aria-label={t('seller:nav.openMenu')} onClick={() => setMenuOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <BrandLogo height={32} onClick={() => navigate(paths.home.getHref())} />
          <Typography variant="subtitle1" sx={{ fontWeight: 600, color: 'primary.main', display: { xs: 'none', sm: 'block' } }}>
            {t('seller:app.title')}
          </Typography>
          <Box sx={{ flex: 1 }} />
          {wide && identity}
          <LanguageMenu />
          {wide ? (
            <Button color="primary" startIcon={<LogoutOutlined />} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {t('seller:shell.signOut')}
            </Button>
          ) : (
            <IconButton color="primary" aria-label={t('seller:shell.signOut')} onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              <LogoutOutlined />
            </IconButton>
          )}
        </Toolbar>
      </AppBar>
      <Drawer
        variant={wide ? 'permanent' : 'temporary'}
        open={wide || menuOpen}
        onClose={() => setMenuOpen(false)}
        sx={{ width: DRAWER_WIDTH, flexShrink: 0 }}
        slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
      >
        <Toolbar />
        {!wide && <Box sx={{ paddingInline: 2, paddingBlock: 1.5, borderBlockEnd: 1, borderColor: 'divider' }}>{identity}</Box>}
        {nav}
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, paddingInline: { xs: 2, md: 4 }, paddingBlock: 3 }}>
        <Toolbar />
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
