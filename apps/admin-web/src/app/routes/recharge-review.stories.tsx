import Box from '@mui/material/Box';
import { BackofficeScreen, screenParameters, staffServer } from '@mall/backoffice/testing/screen-story';
import { backoffice } from '../../config/backoffice';
import RechargeReviewRoute from './recharge-review';

// The platform's queue of recharges waiting for review: the owner, the amounts, the proof and the decision.
export default { title: 'Screens/Admin/Recharge review queue', parameters: screenParameters('admin') };

const proof = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="520"><rect width="300" height="520" fill="#eef2f5"/><rect x="30" y="60" width="240" height="40" fill="#c8d3dc"/><rect x="30" y="130" width="180" height="24" fill="#d8e0e6"/><rect x="30" y="170" width="200" height="24" fill="#d8e0e6"/></svg>',
)}`;
const recharge = (order_no: string, ownerName: string, amount: number, over: Record<string, unknown> = {}) => ({
  order_no, owner: 'user', ownerId: '7', ownerName, createTime: '2025-01-01 10:00:00', kind: 'chain', coin: 'USDT', blockchain_name: 'TRC20',
  channel_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', volume: amount, amount, fee: 1, actual_amount: amount - 1, rate: 1, img: proof,
  bank_name: '', bank_card_no: '', state: 0, failure_msg: '', reviewer: '', reviewTime: '', ...over,
});
const queue = [
  recharge('R20250101001', 'amy', 1250.5),
  recharge('R20250101002', 'bilal', 80, { owner: 'seller', ownerId: '12', createTime: '2025-01-01 10:20:00' }),
  recharge('R20250101003', 'chen', 15000, { coin: 'BTC', blockchain_name: 'BTC', rate: 60000, volume: 0.25, createTime: '2025-01-01 11:05:00' }),
];

const story = (pageList: ReturnType<typeof recharge>[]) => ({
  render: () => (
    <BackofficeScreen
      config={backoffice}
      server={() => staffServer({ 'recharge!list': { pageList, pageInfo: { pageNum: 1, pageSize: 20, totalElements: pageList.length } }, 'recharge!approve': null, 'recharge!reject': null })}
    >
      <Box sx={{ padding: 3 }}><RechargeReviewRoute /></Box>
    </BackofficeScreen>
  ),
});

export const InProgress = story(queue);
export const EmptyQueue = story([]);
