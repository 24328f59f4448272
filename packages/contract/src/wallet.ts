import { z } from 'zod';
import { endpoints, noData, type Surface } from './endpoint';
import { flag } from './envelope';

// USDT wallet of buyers (/api, /wap/api) and sellers (/api/seller): docs/buyer-wire.md.
// Amounts are JSON numbers on the wire and exact decimals (up to 10 places) in storage.

/** Recharge and withdrawal state: 0 in progress, 1 success, 2 failed. */
export const walletState = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type WalletState = z.infer<typeof walletState>;

/** Wallet and loan lists answer this page object (docs/buyer-wire.md). */
export const walletPage = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ elements: z.array(item), totalElements: z.number(), thisPageNumber: z.number(), pageSize: z.number() });

/** `wallet!getUsdt` (buyer) and `wallet!get` (seller). */
export const balance = z.object({ money: z.number() });

/** `rechargeBlockchain!recharge_open`, also used by withdrawals: a single-use anti-replay token. */
export const sessionToken = z.object({ session_token: z.string() });

/** A recharge channel of `channelBlockchain!list`. `kind` bank is the bank-card variant. */
export const rechargeChannel = z.object({
  id: z.string(),
  kind: z.enum(['chain', 'bank']),
  coin: z.string(),
  /** TRC20, ERC20, … or BANK. */
  blockchain_name: z.string(),
  /** The deposit address (or the platform's bank account for the bank variant). */
  address: z.string(),
  /** QR code of the address as a PNG data URL, generated on the server. */
  img: z.string(),
  /**
   * The coin's rate to USDT, the same as `rate`: existing clients read this field as the rate
   * (arrival = amount × fee), so it is 1 for USDT. It is not a fee; the fee is `recharge_fee`.
   */
  fee: z.number(),
  /** Price of the coin in USDT. */
  rate: z.number(),
  /** Fixed fee in USDT taken from a recharge. */
  recharge_fee: z.number(),
  recharge_limit_min: z.number(),
  recharge_limit_max: z.number(),
});
export type RechargeChannel = z.infer<typeof rechargeChannel>;

/** `rechargeBlockchain!fee`: the coin's rate to USDT. */
export const coinPrice = z.object({ price: z.number() });

/**
 * A recharge record (`rechargeBlockchain!list/get`). `volume` is the quantity sent in `coin`;
 * `amount` its USDT value at `rate`; `actual_amount` = amount − fee is what the wallet is credited.
 */
export const rechargeRecord = z.object({
  order_no: z.string(),
  createTime: z.string(),
  kind: z.enum(['chain', 'bank', 'third_party']),
  volume: z.number(),
  amount: z.number(),
  fee: z.number(),
  actual_amount: z.number(),
  rate: z.number(),
  coin: z.string(),
  blockchain_name: z.string(),
  channel_address: z.string(),
  state: walletState,
  /** Payment proof image URL. */
  img: z.string(),
  bank_name: z.string(),
  /** Masked: only the last four digits are kept. */
  bank_card_no: z.string(),
  failure_msg: z.string(),
  /** When it was decided ('' while in progress). */
  reviewTime: z.string(),
});
export type RechargeRecord = z.infer<typeof rechargeRecord>;

/** `withdraw!withdraw_open`: whether an address is bound, which, and a fresh session token. */
export const withdrawOpen = z.object({
  openWithdrawAddressBinding: flag,
  existWithdrawAddress: flag,
  chainName: z.string(),
  coinType: z.string(),
  address: z.string(),
  session_token: z.string(),
});
export type WithdrawOpen = z.infer<typeof withdrawOpen>;

/** `withdraw!fee`: the fixed fee of the network and the rules an application must meet. */
export const withdrawFee = z.object({
  withdraw_fee: z.number(),
  withdraw_limit_min: z.number(),
  withdraw_limit_max: z.number(),
  /** Allowed hours, Shanghai time, "HH:mm". */
  hours_start: z.string(),
  hours_end: z.string(),
  daily_count: z.number(),
  /** Applications made today (Shanghai day). */
  today_count: z.number(),
});
export type WithdrawFee = z.infer<typeof withdrawFee>;

/**
 * A withdrawal record (`withdraw!list/get`). `volume` is taken from the balance; `fee` comes out
 * of it; `amount` = volume − fee is what arrives at `to`.
 */
export const withdrawRecord = z.object({
  order_no: z.string(),
  createTime: z.string(),
  volume: z.number(),
  fee: z.number(),
  amount: z.number(),
  coin: z.string(),
  blockchain_name: z.string(),
  to: z.string(),
  state: walletState,
  failure_msg: z.string(),
  /** Transaction hash once paid out. */
  tx: z.string(),
  reviewTime: z.string(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecord>;

export const walletEntryTypes = ['recharge', 'withdraw', 'withdraw_return', 'adjust', 'payment', 'refund', 'income', 'loan', 'repayment'] as const;
/** A line of the wallet history (`wallet!records`): one posting on the wallet with the balance after it. */
export const walletEntry = z.object({
  id: z.string(),
  createTime: z.string(),
  type: z.enum(walletEntryTypes),
  /** Signed: positive credits the wallet. */
  amount: z.number(),
  balance: z.number(),
  order_no: z.string(),
  remark: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntry>;

// ---- endpoints ----

const str = z.string().optional().default('');
/** Wallet lists take page_no/page_size (or pageNo/pageSize); 8 a page by default. */
export const walletPageQuery = z.object({ page_no: str, pageNo: str, page_size: str, pageSize: str }).transform((p) => {
  const no = Number.parseInt(p.page_no || p.pageNo || '1', 10);
  const size = Number.parseInt(p.page_size || p.pageSize || '8', 10);
  return { pageNo: Number.isFinite(no) && no > 0 ? Math.min(no, 1_000_000) : 1, pageSize: Number.isFinite(size) ? Math.min(100, Math.max(1, size)) : 8 };
});
const orderNoQuery = z.object({ order_no: str });
const bindAddressQuery = z.object({ blockchain_name: str, coin: str, channel_address: str });
const providerRechargeQuery = z.object({ session_token: str, amount: str, pageUrl: str });

/** The wallet calls of one owner kind: buyers (`/api`) and sellers (`/api/seller`) answer the same names with their own wallet. */
const walletEndpoints = <S extends Extract<Surface, 'buyer' | 'seller'>>(surface: S) => {
  const e = endpoints(surface);
  return {
    balance: e.signedIn('wallet!getUsdt', { output: balance }),
    records: e.signedIn('wallet!records', { input: walletPageQuery, output: walletPage(walletEntry) }),
    rechargeOpen: e.signedIn('rechargeBlockchain!recharge_open', { output: sessionToken }),
    channels: e.signedIn('channelBlockchain!list', { output: z.array(rechargeChannel) }),
    coinPrice: e.signedIn('rechargeBlockchain!fee', { input: z.object({ symbol: str }), output: coinPrice }),
    recharge: e.signedIn('rechargeBlockchain!recharge', {
      input: z.object({ session_token: str, amount: str, blockchain_name: str, img: str, coin: str, channel_address: str, bank_name: str, bank_card_no: str }),
      output: noData,
    }),
    recharges: e.signedIn('rechargeBlockchain!list', { input: walletPageQuery, output: walletPage(rechargeRecord) }),
    rechargeGet: e.signedIn('rechargeBlockchain!get', { input: orderNoQuery, output: rechargeRecord }),
    providerCoins: e.signedIn('thirdPartyRecharge!getCoinList', { output: z.array(z.string()) }),
    /** The payment provider's page; the PHP_recharge… names are the same call under the names older clients use. */
    providerRecharge: e.signedIn('thirdPartyRecharge!recharge', { input: providerRechargeQuery, output: z.string() }),
    providerRechargeAliases: (['PHP_recharge', 'PHP_recharge2', 'PHP_recharge3', 'PHP_recharge4', 'PHP_recharge5'] as const)
      .map((n) => e.signedIn(`thirdPartyRecharge!${n}`, { input: providerRechargeQuery, output: z.string() })),
    withdrawOpen: e.signedIn('withdraw!withdraw_open', { output: withdrawOpen }),
    bindAddress: e.signedIn('user!bindWithdrawAddress', { input: bindAddressQuery, output: noData }),
    withdrawFee: e.signedIn('withdraw!fee', { input: z.object({ channel: str }), output: withdrawFee }),
    withdraw: e.signedIn('withdraw!apply', { input: z.object({ session_token: str, amount: str, from: str, channel: str, safeword: str }), output: noData }),
    withdrawals: e.signedIn('withdraw!list', { input: walletPageQuery, output: walletPage(withdrawRecord) }),
    withdrawGet: e.signedIn('withdraw!get', { input: orderNoQuery, output: withdrawRecord }),
  };
};

/** The buyer's wallet, and the payment provider's signed notification. */
export const buyerWalletApi = {
  ...walletEndpoints('buyer'),
  providerNotify: endpoints('buyer').open('thirdPartyRecharge!notify', { input: z.record(z.string(), z.string()), output: noData }),
};

/** The seller's wallet: the buyer's calls plus the seller zone's own names and its transaction password. */
export const sellerWalletApi = {
  ...walletEndpoints('seller'),
  balanceOfStore: endpoints('seller').signedIn('wallet!get', { output: balance }),
  bindAddressOfStore: endpoints('seller').signedIn('wallet!bindWithdrawAddress', { input: bindAddressQuery, output: noData }),
  safewordState: endpoints('seller').signedIn('seller!safeword', { output: z.object({ safeword: z.union([z.literal(0), z.literal(1)]) }) }),
  setSafeword: endpoints('seller').signedIn('seller!setSafeword', { input: z.object({ old_safeword: str, safeword: str, re_safeword: str }), output: noData }),
};
