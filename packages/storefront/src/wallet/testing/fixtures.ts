import type { LocalUser } from '@mall/contract/account';
import type { RechargeChannel } from '@mall/api-client/wallet';

// Wallet answers of the fake API in the wallet tests.

/** A channel as the server answers it: `fee` repeats the rate (as existing clients read it), `recharge_fee` is the fee. */
export const channel = (over: Partial<RechargeChannel>): RechargeChannel => ({
  id: '1', kind: 'chain', coin: 'USDT', blockchain_name: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  img: 'data:image/png;base64,iVBORw0KGgo=', recharge_fee: 1, recharge_limit_min: 10, recharge_limit_max: 50000, ...over,
  rate: over.rate ?? 1, fee: over.rate ?? 1,
});

export const CHANNELS: RechargeChannel[] = [
  channel({ id: '1' }),
  channel({ id: '2', blockchain_name: 'ERC20', address: '0x52908400098527886E0F7030069857D2E4169EE7' }),
  channel({ id: '3', coin: 'BTC', blockchain_name: 'BTC', address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', rate: 60000 }),
];

export const emptyPage = { elements: [], totalElements: 0, thisPageNumber: 1, pageSize: 8 };

export const localUser = (safeword: 0 | 1): LocalUser => ({
  usercode: 'U1', username: 'ann@mail.test', avatar: '', safeword, phone: '', email: 'ann@mail.test', kyc: 0, name: '', agentCode: '', invitationCode: '',
});
