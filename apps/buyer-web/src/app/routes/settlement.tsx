import { useTranslation } from 'react-i18next';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AddressPicker } from '@mall/storefront/address/address-picker';
import { RequireSignIn } from '@mall/storefront/auth/require-sign-in';
import { Checkout } from '@mall/storefront/cart/checkout';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { cartLinks, paths } from '../../config/paths';

/** /settlement: address, payment method and summary of the cart's saved selection, for signed-in buyers. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('cart:settlement.title'));
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
      <Typography variant="h4" component="h1" sx={{ marginBlockEnd: 3 }}>{t('cart:settlement.title')}</Typography>
      <RequireSignIn loginHref={paths.auth.login.getHref()}>
        {(user) => (user
          ? <Checkout user={user} links={cartLinks} renderAddress={(choice) => <AddressPicker {...choice} />} />
          : <CircularProgress aria-label={t('common:feedback.loading')} />)}
      </RequireSignIn>
    </Container>
  );
}
