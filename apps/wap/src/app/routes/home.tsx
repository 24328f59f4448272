import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { BrandLogo } from '@mall/ui/brand-logo';
import { useToast } from '@mall/ui/toast-provider';
import { useCurrentUser } from '@mall/storefront/shared/use-current-user';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useUnreadCount } from '@mall/storefront/shared/use-unread-count';
import { paths } from '../../config/paths';

/** Home shell: brand bar, welcome banner, promises and sign-in prompt; product lists come later. */
export function Component() {
  const { t } = useTranslation();
  const { brand } = useTheme();
  const toast = useToast();
  const { signedIn } = useCurrentUser();
  const unread = useUnreadCount();
  usePageTitle(t('common:tabs.home'));
  const promises = [
    { icon: <LocalShippingOutlinedIcon />, text: t('common:home.promises.shipping') },
    { icon: <AssignmentReturnOutlinedIcon />, text: t('common:home.promises.returns') },
    { icon: <WarehouseOutlinedIcon />, text: t('common:home.promises.warehouses') },
  ];
  return (
    <>
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInline: 2, paddingBlock: 1.5, backgroundColor: 'background.paper', borderBlockEnd: 1, borderColor: 'divider' }}>
        <BrandLogo height={32} />
        <Box sx={{ flex: 1 }} />
        <IconButton component={RouterLink} to={paths.settings.language.getHref()} aria-label={t('common:language.title')}>
          <TranslateIcon />
        </IconButton>
        <IconButton aria-label={t('common:header.messages', { unread })} onClick={() => toast.show(t('common:comingSoon.title'), 'info')}>
          <Badge badgeContent={unread} color="primary"><ChatOutlinedIcon /></Badge>
        </IconButton>
      </Box>
      <Stack component="main" spacing={2} sx={{ padding: 2 }}>
        <Paper sx={{ padding: 3, backgroundColor: 'primary.main', color: 'primary.contrastText', borderRadius: 3 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>{t('common:home.welcome', { brandName: brand.name })}</Typography>
          <Typography sx={{ marginBlockStart: 1, opacity: 0.9 }}>{t('common:home.tagline')}</Typography>
          <Button component={RouterLink} to={paths.category.getHref()} variant="contained" color="secondary" sx={{ marginBlockStart: 2 }}>
            {t('common:home.shopNow')}
          </Button>
        </Paper>
        {!signedIn && (
          <Paper variant="outlined" sx={{ padding: 2 }}>
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to={paths.auth.login.getHref()} variant="contained" fullWidth>{t('common:header.login')}</Button>
              <Button component={RouterLink} to={paths.auth.register.getHref()} variant="outlined" fullWidth>{t('common:header.register')}</Button>
            </Stack>
          </Paper>
        )}
        {promises.map((p) => (
          <Paper key={p.text} variant="outlined" sx={{ padding: 2 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', color: 'primary.main' }}>
              {p.icon}
              <Typography color="text.primary">{p.text}</Typography>
            </Stack>
          </Paper>
        ))}
        <Paper variant="outlined" sx={{ padding: 2, borderColor: 'secondary.main' }}>
          <Typography variant="h6" component="h2">{t('common:home.merchant.title')}</Typography>
          <Typography color="text.secondary">{t('common:home.merchant.text', { brandName: brand.name })}</Typography>
        </Paper>
      </Stack>
    </>
  );
}
