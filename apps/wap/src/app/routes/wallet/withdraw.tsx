import { WithdrawPanel } from '@mall/storefront/wallet/withdraw-panel';
import { walletLinks } from '../../../config/paths';

/** /wallet/withdraw: bind the one address, then apply with the transaction password. */
export function Component() {
  return <WithdrawPanel links={walletLinks} />;
}
