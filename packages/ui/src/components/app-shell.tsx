import { forwardRef, useState, type ElementType, type MouseEventHandler, type ReactNode } from 'react';
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
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';

const DRAWER_WIDTH = 248;

/** One entry of the side navigation. */
export interface AppShellNavItem {
  /** Where the entry leads; handed to the link component as `to`. */
  to: string;
  label: ReactNode;
  icon: ReactNode;
  /** Active only on this exact address, not below it (a router's `end`, e.g. for the home entry). */
  end?: boolean;
}

/** What the shell hands its link component: a router link (react-router's NavLink fits) or the plain default. */
export interface AppShellLinkProps {
  to: string;
  end?: boolean;
  className?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children?: ReactNode;
}

export interface AppShellProps {
  /** The zone's name, shown beside the logo from the sm breakpoint up. */
  title: ReactNode;
  /** Defaults to the brand logo. */
  logo?: ReactNode;
  /** Accessible name of the side navigation landmark. */
  navigationLabel: string;
  items: readonly AppShellNavItem[];
  /**
   * Renders each navigation entry. The active one is marked by the class `active` or by
   * `aria-current="page"`, as router links do. Defaults to a plain `<a href>`.
   */
  linkComponent?: ElementType<AppShellLinkProps>;
  /** The signed-in account: first line (bold) and an optional second line. */
  userName?: ReactNode;
  userDetail?: ReactNode;
  /** Controls in the top bar before sign-out, e.g. a LanguageMenu. */
  actions?: ReactNode;
  /** Shows the sign-out control (a button on wide screens, an icon button on narrow ones). */
  onSignOut?: () => void;
  /** Disables sign-out while the request runs. */
  signingOut?: boolean;
  /** The page; rendered below the top bar, beside the navigation. */
  children: ReactNode;
}

/** A plain anchor for the default link component; drops the router-only `end`. */
const PlainLink = forwardRef<HTMLAnchorElement, AppShellLinkProps>(function PlainLink({ to, end: _end, ...props }, ref) {
  return <a ref={ref} {...props} href={to} />;
});

/**
 * The signed-in frame of a back-office app: a top bar (logo, title, account, actions, sign-out) and a side
 * navigation that is permanent from the md breakpoint up and a drawer opened from the menu button below it.
 */
export function AppShell({
  title, logo, navigationLabel, items, linkComponent = PlainLink, userName, userDetail, actions, onSignOut, signingOut = false, children,
}: AppShellProps) {
  const { t } = useTranslation('ui');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const [menuOpen, setMenuOpen] = useState(false);

  const identity = userName || userDetail ? (
    <Box sx={{ textAlign: wide ? 'end' : 'start', minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>{userName}</Typography>
      {userDetail && <Typography variant="caption" color="text.secondary" noWrap component="div">{userDetail}</Typography>}
    </Box>
  ) : null;

  const nav = (
    <Box component="nav" aria-label={navigationLabel}>
      <List>
        {items.map((item) => (
          <ListItemButton
            key={item.to}
            component={linkComponent}
            to={item.to}
            end={item.end}
            onClick={() => setMenuOpen(false)}
            sx={{
              marginInline: 1,
              borderRadius: 1,
              '&.active, &[aria-current="page"]': {
                backgroundColor: 'action.selected',
                color: 'primary.main',
                '& .MuiListItemIcon-root': { color: 'primary.main' },
              },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{item.icon}</ListItemIcon>
            <ListItemText primary={item.label} />
          </ListItemButton>
        ))}
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
            <IconButton edge="start" aria-label={t('appShell.openMenu')} onClick={() => setMenuOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          {logo ?? <BrandLogo height={32} />}
          <Typography variant="subtitle1" sx={{ fontWeight: 600, color: 'primary.main', display: { xs: 'none', sm: 'block' } }}>
            {title}
          </Typography>
          <Box sx={{ flex: 1 }} />
          {wide && identity}
          {actions}
          {onSignOut && (wide ? (
            <Button color="primary" startIcon={<LogoutOutlined />} onClick={onSignOut} disabled={signingOut}>
              {t('appShell.signOut')}
            </Button>
          ) : (
            <IconButton color="primary" aria-label={t('appShell.signOut')} onClick={onSignOut} disabled={signingOut}>
              <LogoutOutlined />
            </IconButton>
          ))}
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
        {!wide && identity && <Box sx={{ paddingInline: 2, paddingBlock: 1.5, borderBlockEnd: 1, borderColor: 'divider' }}>{identity}</Box>}
        {nav}
      </Drawer>
      <Box component="main" sx={{ flex: 1, minWidth: 0, paddingInline: { xs: 2, md: 4 }, paddingBlock: 3 }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
