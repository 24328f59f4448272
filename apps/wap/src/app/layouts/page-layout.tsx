import { Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../config/paths';
import type { PageHandle } from './page-handle';

/** A sub-page: app bar with a back button and the page title, no tab bar. */
export function PageLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const handle = [...useMatches()].reverse().find((m) => (m.handle as PageHandle | undefined)?.title)?.handle as PageHandle | undefined;
  const title = handle ? t(handle.title) : undefined;
  usePageTitle(title);
  // Opened directly (no history inside the app): "back" goes to the page's parent instead.
  const back = () => (location.key === 'default' ? navigate(handle?.parent ?? paths.home.getHref()) : navigate(-1));
  return (
    <Box sx={{ minHeight: '100vh', backgroundColor: 'background.default' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
        <Toolbar>
          <IconButton edge="start" aria-label={t('common:actions.back')} onClick={() => void back()}>
            {/* An arrow points the way back: mirrored when the page reads right to left. */}
            <ArrowBackIcon sx={{ '&:dir(rtl)': { transform: 'scaleX(-1)' } }} />
          </IconButton>
          <Typography variant="h6" component="h1" sx={{ flex: 1, textAlign: 'center', marginInlineEnd: 5 }} noWrap>{title}</Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ paddingInline: 2, paddingBlock: 2 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
