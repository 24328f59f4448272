import Container from '@mui/material/Container';
import { PaySuccess } from '@mall/storefront/cart/pay-success';
import { cartLinks } from '../../config/paths';

/** /paySuccess: the payment went through; on to the order list or home. */
export function Component() {
  return (
    <Container maxWidth="sm">
      <PaySuccess links={cartLinks} />
    </Container>
  );
}
