import {
  buyerWalletApi,
  type RechargeChannel,
  type RechargeRecord,
  type WalletEntry,
  type WalletState,
  type WithdrawFee,
  type WithdrawOpen,
  type WithdrawRecord,
} from '@mall/contract/wallet';
import type { ApiClient } from './client';

// Wallet calls (docs/buyer-wire.md). The same names work on the buyer API (/api, /wap/api)
// and the seller API (/api/seller). Amounts are sent as the text the user typed (up to 10 decimals),
// never through a float.

export type { RechargeChannel, RechargeRecord, WalletEntry, WalletState, WithdrawFee, WithdrawOpen, WithdrawRecord };
export interface WalletPage<T> { elements: T[]; totalElements: number; thisPageNumber: number; pageSize: number }


/** `wallet!getUsdt`: the available balance in USDT. */
export async function getBalance(api: ApiClient): Promise<number> {
  return (await api.call(buyerWalletApi.balance)).money;
}

/** `rechargeBlockchain!recharge_open`: a single-use token for the next recharge or withdrawal. */
export async function openRecharge(api: ApiClient): Promise<string> {
  return (await api.call(buyerWalletApi.rechargeOpen)).session_token;
}

/** `channelBlockchain!list`: the enabled recharge channels with their deposit address and QR code. */
export function listChannels(api: ApiClient): Promise<RechargeChannel[]> {
  return api.call(buyerWalletApi.channels);
}

/** `rechargeBlockchain!fee`: the coin's price in USDT. */
export async function getCoinPrice(api: ApiClient, symbol: string): Promise<number> {
  return (await api.call(buyerWalletApi.coinPrice, { symbol })).price;
}

export interface RechargeInput {
  sessionToken: string;
  /** As typed: up to 10 decimals. */
  amount: string;
  coin: string;
  blockchainName: string;
  channelAddress: string;
  /** Uploaded proof image URL. */
  img: string;
  /** Bank-card variant only. */
  bankName?: string;
  bankCardNo?: string;
}
/** `rechargeBlockchain!recharge`: files a recharge with its proof for review. */
export async function submitRecharge(api: ApiClient, input: RechargeInput): Promise<void> {
  await api.call(buyerWalletApi.recharge, {
    session_token: input.sessionToken, amount: input.amount, coin: input.coin, blockchain_name: input.blockchainName,
    channel_address: input.channelAddress, img: input.img, bank_name: input.bankName, bank_card_no: input.bankCardNo,
  });
}

/** `rechargeBlockchain!list`: the caller's recharges, newest first (page size 8 by default). */
export function listRecharges(api: ApiClient, pageNo: number, pageSize = 8): Promise<WalletPage<RechargeRecord>> {
  return api.call(buyerWalletApi.recharges, { page_no: pageNo, page_size: pageSize });
}

/** `rechargeBlockchain!get`: one recharge of the caller. */
export function getRecharge(api: ApiClient, orderNo: string): Promise<RechargeRecord> {
  return api.call(buyerWalletApi.rechargeGet, { order_no: orderNo });
}

/** `withdraw!withdraw_open`: the bound address (if any) and a fresh session token. */
export function openWithdraw(api: ApiClient): Promise<WithdrawOpen> {
  return api.call(buyerWalletApi.withdrawOpen);
}

/** `user!bindWithdrawAddress`: binds the one withdrawal address. */
export async function bindWithdrawAddress(api: ApiClient, input: { blockchainName: string; coin: string; address: string }): Promise<void> {
  await api.call(buyerWalletApi.bindAddress, { blockchain_name: input.blockchainName, coin: input.coin, channel_address: input.address });
}

/** `withdraw!fee`: the network's fixed fee, limits, hours and today's count. */
export function getWithdrawFee(api: ApiClient, channel: string): Promise<WithdrawFee> {
  return api.call(buyerWalletApi.withdrawFee, { channel });
}

export interface WithdrawInput { sessionToken: string; amount: string; to: string; coin: string; safeword: string }
/** `withdraw!apply`: applies for a withdrawal; the amount is held from the balance at once. */
export async function applyWithdraw(api: ApiClient, input: WithdrawInput): Promise<void> {
  await api.call(buyerWalletApi.withdraw, { session_token: input.sessionToken, amount: input.amount, from: input.to, channel: input.coin, safeword: input.safeword });
}

/** `withdraw!list`: the caller's withdrawals, newest first. */
export function listWithdrawals(api: ApiClient, pageNo: number, pageSize = 8): Promise<WalletPage<WithdrawRecord>> {
  return api.call(buyerWalletApi.withdrawals, { page_no: pageNo, page_size: pageSize });
}

/** `withdraw!get`: one withdrawal of the caller. */
export function getWithdrawal(api: ApiClient, orderNo: string): Promise<WithdrawRecord> {
  return api.call(buyerWalletApi.withdrawGet, { order_no: orderNo });
}

/** `wallet!records`: the wallet history, one line per movement with the balance after it. */
export function listWalletEntries(api: ApiClient, pageNo: number, pageSize = 20): Promise<WalletPage<WalletEntry>> {
  return api.call(buyerWalletApi.records, { page_no: pageNo, page_size: pageSize });
}

/** `thirdPartyRecharge!getCoinList`: coins the configured payment provider takes ([] when none is configured). */
export function listProviderCoins(api: ApiClient): Promise<string[]> {
  return api.call(buyerWalletApi.providerCoins);
}

/** `thirdPartyRecharge!recharge`: starts a provider payment; answers the provider's payment page URL. */
export function startProviderRecharge(api: ApiClient, input: { sessionToken: string; amount: string; pageUrl: string }): Promise<string> {
  return api.call(buyerWalletApi.providerRecharge, { session_token: input.sessionToken, amount: input.amount, pageUrl: input.pageUrl });
}
