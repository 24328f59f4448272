import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import AccountBalanceWalletOutlinedIcon from '@mui/icons-material/AccountBalanceWalletOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import GroupAddOutlinedIcon from '@mui/icons-material/GroupAddOutlined';
import { BrandLogo } from '@mall/ui/brand-logo';
import { languages } from '@mall/i18n/languages';
import { ProfileCard } from '@mall/storefront/account/profile-card';
import { useCurrentUser } from '@mall/storefront/shared/use-current-user';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useSignOut } from '@mall/storefront/shared/use-sign-out';
import { useFavouriteCounts } from '@mall/storefront/catalogue/api/favourites';
import { useUnreadCounts } from '@mall/storefront/chat/use-unread-counts';
import { paths } from '../../config/paths';

/** "Me": the signed-in buyer's card and links, or sign-in and sign-up for guests. */
export function Component() {
  const { t, i18n } = useTranslation();
  const { brand } = useTheme();
  const { signedIn, user } = useCurrentUser();
  const signOut = useSignOut(paths.home.getHref());
  usePageTitle(t('common:tabs.me'));
  const language = languages.find((l) => l.code === i18n.language)?.nativeName;
  const counts = useFavouriteCounts();
  const unread = useUnreadCounts().total;
  const infoLinks = [
    { page: 'help', icon: <HelpOutlineIcon /> },
    { page: 'contact', icon: <SupportAgentOutlinedIcon /> },
    { page: 'about', icon: <InfoOutlinedIcon /> },
  ] as const;
  return (
    <Stack component="main" spacing={2} sx={{ padding: 2 }}>
      <Typography variant="h5" component="h1">{t('common:tabs.me')}</Typography>
      {!signedIn && (
        <Paper variant="outlined" sx={{ padding: 3, textAlign: 'center' }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <BrandLogo height={40} />
            <Typography>{t('auth:login.subtitle', { brandName: brand.name })}</Typography>
            <Stack direction="row" spacing={1} sx={{ width: '100%' }}>
              <Button component={RouterLink} to={paths.auth.login.getHref()} variant="contained" fullWidth>{t('common:header.login')}</Button>
              <Button component={RouterLink} to={paths.auth.register.getHref()} variant="outlined" fullWidth>{t('common:header.register')}</Button>
            </Stack>
          </Stack>
        </Paper>
      )}
      {signedIn && !user && <CircularProgress sx={{ alignSelf: 'center' }} aria-label={t('common:feedback.loading')} />}
      {user && <ProfileCard user={user} />}
      <Paper variant="outlined">
        <List disablePadding>
          {signedIn && (
            <ListItemButton component={RouterLink} to={paths.orders.getHref()} divider>
              <ListItemIcon><ReceiptLongOutlinedIcon /></ListItemIcon>
              <ListItemText primary={t('orders:title')} />
            </ListItemButton>
          )}
          {signedIn && (
            <ListItemButton component={RouterLink} to={paths.wallet.root.getHref()} divider>
              <ListItemIcon><AccountBalanceWalletOutlinedIcon /></ListItemIcon>
              <ListItemText primary={t('wallet:title')} />
            </ListItemButton>
          )}
          <ListItemButton component={RouterLink} to={paths.chat.getHref()} divider>
            <ListItemIcon><Badge badgeContent={unread} color="error" max={99} data-testid="me-unread"><ChatOutlinedIcon /></Badge></ListItemIcon>
            <ListItemText primary={t('chat:title')} secondary={t('chat:list.supportHint')} />
          </ListItemButton>
          {signedIn && (
            <ListItemButton component={RouterLink} to={paths.verification.getHref()} divider>
              <ListItemIcon><VerifiedUserOutlinedIcon /></ListItemIcon>
              <ListItemText primary={t('kyc:title')} />
            </ListItemButton>
          )}
          <ListItemButton component={RouterLink} to={paths.credit.root.getHref()} divider>
            <ListItemIcon><SavingsOutlinedIcon /></ListItemIcon>
            <ListItemText primary={t('credit:title')} />
          </ListItemButton>
          {signedIn && (
            <ListItemButton component={RouterLink} to={paths.favourites.getHref()} divider>
              <ListItemIcon><FavoriteBorderIcon /></ListItemIcon>
              <ListItemText primary={t('catalogue:collect.goodsTitle')} />
              <Typography color="text.secondary" data-testid="count-goods">{counts.goods ?? ''}</Typography>
            </ListItemButton>
          )}
          {signedIn && (
            <ListItemButton component={RouterLink} to={paths.followed.getHref()} divider>
              <ListItemIcon><StorefrontOutlinedIcon /></ListItemIcon>
              <ListItemText primary={t('catalogue:collect.storesTitle')} />
              <Typography color="text.secondary" data-testid="count-stores">{counts.stores ?? ''}</Typography>
            </ListItemButton>
          )}
          {signedIn && (
            <ListItemButton component={RouterLink} to={paths.referral.getHref()} divider>
              <ListItemIcon><GroupAddOutlinedIcon /></ListItemIcon>
              <ListItemText primary={t('referral:centre.title')} />
            </ListItemButton>
          )}
          {signedIn && (
            <ListItemButton component={RouterLink} to={paths.settings.root.getHref()} divider>
              <ListItemIcon><SettingsOutlinedIcon /></ListItemIcon>
              <ListItemText primary={t('account:menu.setup')} />
            </ListItemButton>
          )}
          <ListItemButton component={RouterLink} to={paths.settings.language.getHref()} divider>
            <ListItemIcon><TranslateIcon /></ListItemIcon>
            <ListItemText primary={t('common:language.title')} secondary={language} />
          </ListItemButton>
          {infoLinks.map((l, i) => (
            <ListItemButton key={l.page} component={RouterLink} to={paths.info.getHref(l.page)} divider={i < infoLinks.length - 1}>
              <ListItemIcon>{l.icon}</ListItemIcon>
              <ListItemText primary={t(`common:info.${l.page}.title`)} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      {signedIn && (
        <Button variant="outlined" color="error" onClick={() => void signOut()}>{t('common:header.logout')}</Button>
      )}
    </Stack>
  );
}
