import { buyerServer, fixturePicture, screenParameters, StorefrontScreen } from '../../shared/testing/screen-story';
import { setToken } from '../../shared/utils/session';
import type { OrderInfo } from '@mall/api-client/orders';
import type { OrdersLinks } from '../orders-links';
import { localUser, logEntry, orderGoods, orderInfo, page } from '../testing/fixtures';
import { OrderDetail } from './order-detail';

// One order as its buyer sees it: the amounts, the address, the goods and the timeline.
export default { title: 'Screens/Storefront/Order detail', parameters: screenParameters };

const links: OrdersLinks = {
  list: '/orders', detail: (id) => `/orders/detail?id=${id}`, returns: (id) => `/orders/return?id=${id}`, review: (id) => `/orders/review?id=${id}`,
  transactionPassword: '/settings/safeword', recharge: '/wallet/recharge',
};

const server = (status: OrderInfo['status']) => () => buyerServer({
  'localuser!get': localUser(1),
  'wallet!getUsdt': { money: 2500 },
  'order!info': { orderInfo: orderInfo({ status, prizeOriginal: 1000, fees: 12.5, discount: 2, prizeReal: 1003, total: 1015.5, carrier: status >= 2 ? 'DHL' : '', trackingNo: status >= 2 ? 'JD0001' : '', payTime: '2025-01-01 10:05:00', shipTime: status >= 2 ? '2025-01-03 09:00:00' : '' }) },
  'order!listGoods': page([
    orderGoods({ goodsNum: 2, sellingPrice: 400, goodsReal: 800, goodsIcon: fixturePicture('Kettle', 200) }),
    orderGoods({ id: 'l2', goodsId: 'g2', goodsName: 'Teapot', goodsNum: 1, sellingPrice: 200, goodsReal: 200, attributes: [], goodsIcon: fixturePicture('Teapot', 30) }),
  ]),
  'orderLog!list': [
    logEntry({ id: 'a' }),
    logEntry({ id: 'b', log: 'o1 paid', text: 'Paid', event: 'paid', createTime: '2025-01-01 10:05:00' }),
    ...(status >= 2 ? [logEntry({ id: 'c', log: 'o1 shipped', text: 'Shipped', event: 'shipped', createTime: '2025-01-03 09:00:00' })] : []),
  ],
});

const story = (status: OrderInfo['status']) => ({
  render: () => (
    <StorefrontScreen server={server(status)} setup={() => setToken('story')} route={links.detail('o1')}>
      <OrderDetail orderId="o1" links={links} />
    </StorefrontScreen>
  ),
});

export const Shipped = story(3);
export const AwaitingPayment = story(0);
