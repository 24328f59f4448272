import { WalletOverview } from '@mall/storefront/wallet/wallet-overview';
import { walletLinks } from '../../../config/paths';

/** /wallet: balance, recharge and withdraw, and the wallet records (the app bar carries the title). */
export function Component() {
  return <WalletOverview links={walletLinks} />;
}
