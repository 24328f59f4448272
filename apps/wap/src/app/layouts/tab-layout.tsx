import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { BackToTop } from '@mall/ui/back-to-top';
import { paths } from '../../config/paths';

/** Height of the bottom tab bar; pages keep their bottom bars above it. */
export const TAB_BAR_HEIGHT = 64;

const tabs = [
  { to: paths.home.getHref(), key: 'tabs.home', icon: <HomeOutlinedIcon /> },
  { to: paths.category.getHref(), key: 'tabs.category', icon: <CategoryOutlinedIcon /> },
  { to: paths.cart.getHref(), key: 'tabs.cart', icon: <ShoppingCartOutlinedIcon /> },
  { to: paths.me.getHref(), key: 'tabs.me', icon: <PersonOutlinedIcon /> },
] as const;

/** The four main sections with the bottom tab bar. */
export function TabLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = tabs.find((tab) => tab.to === pathname)?.to ?? false;
  return (
    <Box sx={{ minHeight: '100vh', paddingBlockEnd: `${TAB_BAR_HEIGHT + 16}px`, backgroundColor: 'background.default' }}>
      <Outlet />
      {/* Above the tab bar, not on its last tab. */}
      <BackToTop threshold={100} bottom={TAB_BAR_HEIGHT + 16} />
      <Paper
        component="nav"
        aria-label={t('common:tabs.label')}
        elevation={8}
        sx={{ position: 'fixed', insetInline: 0, insetBlockEnd: 0, zIndex: 'appBar', paddingBlockEnd: 'env(safe-area-inset-bottom)' }}
      >
        <BottomNavigation value={current} showLabels sx={{ height: TAB_BAR_HEIGHT }}>
          {tabs.map((tab) => (
            <BottomNavigationAction
              key={tab.to}
              value={tab.to}
              component={RouterLink}
              to={tab.to}
              label={t(`common:${tab.key}`)}
              icon={tab.icon}
              aria-current={current === tab.to ? 'page' : undefined}
            />
          ))}
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
