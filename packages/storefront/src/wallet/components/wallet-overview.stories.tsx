import { buyerServer, fixturePicture, screenParameters, StorefrontScreen } from '../../shared/testing/screen-story';
import { setToken } from '../../shared/utils/session';
import type { WalletLinks } from '../wallet-links';
import { emptyPage } from '../testing/fixtures';
import { WalletOverview } from './wallet-overview';

// The buyer's wallet: the balance, then the recharge and withdrawal records.
export default { title: 'Screens/Storefront/Wallet', parameters: screenParameters };

const links: WalletLinks = { wallet: '/wallet', recharge: '/wallet/recharge', withdraw: '/wallet/withdraw', transactionPassword: '/settings/safeword' };
const address = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const recharge = (order_no: string, state: number, volume: number, failure_msg = '') => ({
  order_no, createTime: '2026-01-02 10:00:00', kind: 'chain', volume, amount: volume, fee: 1, actual_amount: volume - 1, rate: 1, coin: 'USDT',
  blockchain_name: 'TRC20', channel_address: address, state, img: fixturePicture('Proof', 140), bank_name: '', bank_card_no: '',
  failure_msg, reviewTime: state ? '2026-01-02 11:00:00' : '',
});
const withdrawal = { order_no: 'W2001', createTime: '2026-01-03 10:00:00', volume: 50, fee: 2.5, amount: 47.5, coin: 'USDT', blockchain_name: 'TRC20', to: address, state: 0, failure_msg: '', tx: '', reviewTime: '' };

const story = (money: number, recharges: ReturnType<typeof recharge>[]) => ({
  render: () => (
    <StorefrontScreen
      server={() => buyerServer({
        'wallet!getUsdt': { money },
        'rechargeBlockchain!list': { ...emptyPage, elements: recharges, totalElements: recharges.length },
        'withdraw!list': { ...emptyPage, elements: [withdrawal], totalElements: 1 },
      })}
      setup={() => setToken('story')}
      route={links.wallet}
    >
      <WalletOverview links={links} />
    </StorefrontScreen>
  ),
});

export const WithRecords = story(1234.5, [recharge('R1003', 0, 250), recharge('R1002', 1, 100), recharge('R1001', 2, 100, 'Transfer not found')]);
export const NewWallet = story(0, []);
