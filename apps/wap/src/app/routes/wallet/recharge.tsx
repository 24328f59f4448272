import { RechargeForm } from '@mall/storefront/wallet/recharge-form';
import { walletLinks } from '../../../config/paths';

/** /wallet/recharge: currency, network, deposit address, amount and proof. */
export function Component() {
  return <RechargeForm links={walletLinks} />;
}
