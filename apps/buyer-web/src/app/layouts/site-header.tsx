import { Link as RouterLink, NavLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import LoginOutlinedIcon from '@mui/icons-material/LoginOutlined';
import LogoutOutlinedIcon from '@mui/icons-material/LogoutOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import { BrandLogo } from '@mall/ui/brand-logo';
import { LanguageSelect } from '@mall/ui/language-select';
import { languages, normalizeLanguage } from '@mall/i18n/languages';
import { switchLanguage } from '@mall/i18n/web';
import { useCurrentUser } from '@mall/storefront/shared/use-current-user';
import { useSignOut } from '@mall/storefront/shared/use-sign-out';
import { useUnreadCounts } from '@mall/storefront/chat/use-unread-counts';
import { useOpenChat } from '@mall/storefront/chat/open-chat';
import { SearchBox } from '@mall/storefront/catalogue/components/search-box';
import { paths } from '../../config/paths';

/** docs/product-rules.md: the header shrinks once the page has scrolled this far. */
const SHRINK_AFTER_PX = 78;

const navItems = [
  { to: paths.home.getHref(), key: 'nav.home' },
  { to: paths.classification.getHref(), key: 'nav.classification' },
  { to: paths.commodity.getHref(), key: 'nav.commodity' },
  { to: paths.discounted.getHref(), key: 'nav.discounted' },
  { to: paths.merchantSettled.getHref(), key: 'nav.merchantSettled' },
  { to: paths.credit.root.getHref(), key: 'nav.credit' },
] as const;

/** Shown from the sm breakpoint up; the icon-only twin below it. */
const wideOnly = { display: { xs: 'none', sm: 'inline-flex' } } as const;
const narrowOnly = { display: { xs: 'inline-flex', sm: 'none' } } as const;

/**
 * Logo, navigation, search, account, unread messages and language (docs/product-rules.md). Below md the
 * search takes a row of its own; below sm the account controls are icons and the language shows its icon.
 */
export function SiteHeader() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const shrunk = useScrollTrigger({ disableHysteresis: true, threshold: SHRINK_AFTER_PX });
  const { signedIn, user } = useCurrentUser();
  const signOut = useSignOut(paths.home.getHref());
  const unread = useUnreadCounts().total;
  const openChat = useOpenChat();

  return (
    <AppBar position="sticky" color="inherit" elevation={shrunk ? 3 : 0} data-shrunk={shrunk} sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar
          disableGutters
          sx={{ gap: { xs: 1, md: 3 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, paddingBlock: { xs: 1, md: 0 }, minHeight: shrunk ? 56 : { xs: 56, md: 84 }, transition: 'min-height .2s' }}
        >
          <BrandLogo height={shrunk ? 30 : { xs: 32, md: 44 }} onClick={() => navigate(paths.home.getHref())} />
          {/* Remounted on sign-in and sign-out, which clears the search text (docs/product-rules.md). */}
          <Box sx={{ order: { xs: 1, md: 0 }, flex: { xs: '1 1 100%', md: '1 1 auto' }, display: 'flex', minWidth: 0 }}>
            <SearchBox key={signedIn ? 'in' : 'out'} />
          </Box>
          <Stack direction="row" spacing={{ xs: 0.5, sm: 1 }} sx={{ alignItems: 'center', marginInlineStart: 'auto', minWidth: 0 }}>
            <IconButton
              aria-label={t('common:header.messages', { unread })}
              onClick={() => openChat()}
            >
              <Badge badgeContent={unread} color="primary" data-testid="unread-badge">
                <ChatOutlinedIcon />
              </Badge>
            </IconButton>
            {signedIn ? (
              <>
                <Button
                  component={RouterLink}
                  to={paths.userInfo.dashboard.getHref()}
                  startIcon={<PersonOutlinedIcon />}
                  sx={{ ...wideOnly, textTransform: 'none', maxWidth: { sm: 160, lg: 220 }, minWidth: 0 }}
                >
                  {/* dir="auto": an e-mail address on an Arabic page loses its end to the ellipsis, not its start. */}
                  <Box component="span" dir="auto" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                    {user?.username ?? t('common:header.account')}
                  </Box>
                </Button>
                <IconButton component={RouterLink} to={paths.userInfo.dashboard.getHref()} aria-label={user?.username ?? t('common:header.account')} sx={narrowOnly}>
                  <PersonOutlinedIcon />
                </IconButton>
                <Button onClick={() => void signOut()} sx={{ ...wideOnly, whiteSpace: 'nowrap', flexShrink: 0 }}>{t('common:header.logout')}</Button>
                <IconButton onClick={() => void signOut()} aria-label={t('common:header.logout')} sx={narrowOnly}>
                  <LogoutOutlinedIcon />
                </IconButton>
              </>
            ) : (
              <>
                <Button component={RouterLink} to={paths.auth.login.getHref()} sx={{ ...wideOnly, whiteSpace: 'nowrap', flexShrink: 0 }}>{t('common:header.login')}</Button>
                <Button component={RouterLink} to={paths.auth.register.getHref()} variant="contained" sx={{ ...wideOnly, whiteSpace: 'nowrap', flexShrink: 0 }}>{t('common:header.register')}</Button>
                {/* Narrow screens: the sign-in page links to sign-up. */}
                <IconButton component={RouterLink} to={paths.auth.login.getHref()} aria-label={t('common:header.login')} sx={narrowOnly}>
                  <LoginOutlinedIcon />
                </IconButton>
              </>
            )}
            <LanguageSelect compact value={i18n.language} languages={languages} onChange={(code) => switchLanguage(normalizeLanguage(code))} />
          </Stack>
        </Toolbar>
        <Box
          component="nav"
          aria-label={t('common:nav.label')}
          sx={{ display: 'flex', gap: 1, paddingBlockEnd: shrunk ? 0.5 : 1, overflowX: 'auto', transition: 'padding .2s' }}
        >
          {navItems.map((item) => (
            <Button
              key={item.to}
              component={NavLink}
              to={item.to}
              size={shrunk ? 'small' : 'medium'}
              sx={{ color: 'text.primary', whiteSpace: 'nowrap', flexShrink: 0, '&.active': { color: 'primary.main', fontWeight: 700 } }}
            >
              {t(`common:${item.key}`)}
            </Button>
          ))}
        </Box>
      </Container>
    </AppBar>
  );
}
