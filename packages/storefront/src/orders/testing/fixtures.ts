import type { LocalUser } from '@mall/contract/account';
import type { listOrderLog, OrderGoods, OrderInfo, OrderRow } from '@mall/api-client/orders';

// Order answers of the fake API in the order tests.

export const orderRow = (over: Partial<OrderRow> = {}): OrderRow => ({
  id: 'o1', orderNo: 'NO20250101000001', status: 0, createTime: '2025-01-01 10:00:00', sellerId: 's1', sellerName: 'Acme Store',
  goodsCount: 2, priceCount: 1224.5, fees: 10, tax: 0, total: 1234.5, returnStatus: 0,
  goods: [{ goodsName: 'Blue kettle', goodsIcon: 'https://img.test/kettle.png', goodsNum: 2 }],
  ...over,
});

export const page = <T>(rows: T[], totalElements = rows.length) => ({ pageList: rows, pageInfo: { pageNum: 1, pageSize: 20, totalElements } });

export const orderInfo = (over: Partial<OrderInfo> = {}): OrderInfo => ({
  id: 'o1', orderNo: 'NO20250101000001', status: 0, createTime: '2025-01-01 10:00:00',
  contacts: 'Ann Lee', phone: '1 5551234567', email: 'ann@mail.test', country: 'United States', province: 'Texas', city: 'Austin', address: '1 Main St', postcode: '73301',
  goodsCount: 2, prizeOriginal: 100, prizeReal: 105.5, total: 120.5, discount: 0, fees: 10, tax: 5, handlingFee: 3, serviceFee: 2.5,
  sellerId: 's1', sellerName: 'Acme Store',
  returnStatus: 0, returnReason: 0, returnDetail: '', returnMoney: 0, carrier: '', trackingNo: '', reminded: 0,
  payTime: '', shipTime: '', receiptTime: '',
  ...over,
});

export const orderGoods = (over: Partial<OrderGoods> = {}): OrderGoods => ({
  id: 'l1', goodsId: 'g1', goodsName: 'Blue kettle', goodsIcon: 'https://img.test/kettle.png', goodsNum: 2, goodsReal: 100, sellingPrice: 50,
  attributes: ['Colour: blue'], evaluated: 0, fees: 0, tax: 0,
  ...over,
});

export const localUser = (safeword: 0 | 1): LocalUser => ({
  usercode: 'U1', username: 'ann@mail.test', avatar: '', safeword, phone: '', email: 'ann@mail.test', kyc: 0, name: '', agentCode: '', invitationCode: '',
});

type LogEntry = Awaited<ReturnType<typeof listOrderLog>>[number];
export const logEntry = (over: Partial<LogEntry> = {}): LogEntry => ({ id: 'e1', orderId: 'o1', log: 'o1 placed', text: 'Order placed', event: 'placed', createTime: '2025-01-01 10:00:00', updateTime: '2025-01-01 10:00:00', ...over });
