import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import type { LocalUser } from '@mall/api-client/account';
import { RequireSignIn } from '@mall/storefront/auth/require-sign-in';
import { paths } from '../../../config/paths';

const setup = paths.userInfo.setup;

/** Personal centre: only for signed-in buyers (others go to /login and come back), with its side menu. */
export function Component() {
  return <RequireSignIn loginHref={paths.auth.login.getHref()}>{(user) => <PersonalCentre user={user} />}</RequireSignIn>;
}

/** The side menu beside the page, which gets the buyer once loaded. */
function PersonalCentre({ user }: { user: LocalUser | undefined }) {
  const { t } = useTranslation();
  const items = [
    { to: paths.userInfo.dashboard.getHref(), label: t('account:menu.dashboard'), end: true },
    { to: paths.userInfo.myOrder.getHref(), label: t('orders:title'), end: true },
    // Not `end`: recharge and withdraw keep the wallet marked as the current page.
    { to: paths.userInfo.moneyPackage.root.getHref(), label: t('wallet:title'), end: false },
    { to: paths.userInfo.collectGoods.getHref(), label: t('catalogue:collect.goodsTitle'), end: true },
    { to: paths.userInfo.collectShop.getHref(), label: t('catalogue:collect.storesTitle'), end: true },
    { to: paths.userInfo.download.getHref(), label: t('catalogue:download.title'), end: true },
    { to: paths.userInfo.referral.getHref(), label: t('referral:centre.title'), end: true },
    { to: paths.userInfo.verification.getHref(), label: t('kyc:title'), end: true },
    { to: setup.root.getHref(), label: t('account:menu.setup'), end: true },
    { to: setup.loginPassword.getHref(), label: t('account:setup.loginPassword.title'), end: true },
    { to: setup.transactionPassword.getHref(), label: t('account:setup.transactionPassword.title'), end: true },
    { to: setup.shippingAddress.getHref(), label: t('account:setup.shippingAddress.title'), end: true },
    { to: setup.accountCancellation.getHref(), label: t('account:setup.accountCancellation.title'), end: true },
  ];
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '240px 1fr' }, gap: 3, alignItems: 'start' }}>
      <Paper variant="outlined" component="nav" aria-label={t('account:menu.label')}>
        <List subheader={<ListSubheader component="div" disableSticky>{t('account:menu.title')}</ListSubheader>}>
          {items.map((item) => (
            <ListItemButton
              key={item.to}
              component={NavLink}
              to={item.to}
              end={item.end}
              sx={{ '&.active': { color: 'primary.main', fontWeight: 700, borderInlineStart: 3, borderColor: 'primary.main' } }}
            >
              <ListItemText primary={item.label} />
            </ListItemButton>
          ))}
        </List>
      </Paper>
      <Box sx={{ minWidth: 0 }}>
        {user ? <Outlet context={user} /> : <CircularProgress aria-label={t('common:feedback.loading')} />}
      </Box>
    </Container>
  );
}
