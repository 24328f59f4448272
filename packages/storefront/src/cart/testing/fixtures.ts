import type { LocalUser } from '@mall/contract/account';
import type { CartLine } from '@mall/domain/cart';
import type { CheckoutPreview } from '@mall/api-client/orders';
import type { CartLinks } from '../cart-links';

// Carts and answers of the fake API in the cart and checkout tests.

export const links: CartLinks = {
  settlement: '/settlement', paySuccess: '/paySuccess', orders: '/userInfo/my-order', home: '/index', login: '/login',
  transactionPassword: '/userInfo/setup/transaction-password', goods: (id) => `/productDetails?id=${id}`,
  order: (id) => `/userInfo/order-detail?id=${id}`, recharge: '/userInfo/money-package/recharge',
};

export const localUser = (safeword: 0 | 1 = 1): LocalUser => ({
  usercode: 'U1', username: 'ann@mail.test', avatar: '', safeword, phone: '', email: 'ann@mail.test', kyc: 0, name: '', agentCode: '', invitationCode: '',
});

export const line = (over: Partial<CartLine>): CartLine => ({
  identifier: 'g1_s1', sellerGoodsId: 'g1', skuId: 's1', name: 'Blue kettle', checkAttrName: 'Colour: Blue', zoomImg: '', imgUrl1: '',
  price: 12.5, discountPrice: null, sellingPrice: 12.5, buyMin: 1, count: 1, checked: true, seller: { id: 'S1', name: 'Kettle House' }, ...over,
});

/** Two lines of one seller and one of another. */
export const CART: CartLine[] = [
  line({ identifier: 'g1_s1', name: 'Blue kettle', price: 12.5, count: 2 }),
  line({ identifier: 'g2_-1', sellerGoodsId: 'g2', skuId: '-1', name: 'Teapot', checkAttrName: '', price: 0.1, count: 3, buyMin: 2 }),
  line({ identifier: 'g3_s9', sellerGoodsId: 'g3', skuId: 's9', name: 'Desk lamp', price: 1000, count: 1, seller: { id: 'S2', name: 'Lamp Hall' } }),
];

export const address = (id: string, use: 0 | 1, contacts: string) => ({
  id, contacts, phone: '44 7700900123', areaCode: '44', email: '', postcode: '10001', country: 'United Kingdom', countryId: '1',
  province: 'London', provinceId: '2', city: 'London', cityId: '3', address: '1 High Street', use,
});

const order = (sellerId: string, sellerName: string, goods: number, total: number) => ({
  sellerId, sellerName, lines: [], goodsAmount: goods,
  shippingFee: 1, longDistanceFee: 0.5, deliveryFee: 0.25, freight: 1.75, tax: 2, discount: 0, handlingFee: 0, serviceFee: 0.3, total,
});

/** The server's pricing of the whole CART: freight 1 + 0.5 + 0.25, tax 2, service fee 0.3 per order. */
export const PREVIEW: CheckoutPreview = { orders: [order('S1', 'Kettle House', 25.3, 29.35), order('S2', 'Lamp Hall', 1000, 1004.05)], total: 1033.4 };
