import { z } from 'zod';
import {
  balance,
  coinPrice,
  rechargeChannel,
  rechargeRecord,
  sessionToken,
  walletEntry,
  walletPage,
  withdrawFee,
  withdrawOpen,
  withdrawRecord,
  type RechargeChannel,
  type RechargeRecord,
  type WalletEntry,
  type WalletState,
  type WithdrawFee,
  type WithdrawOpen,
  type WithdrawRecord,
} from '@mall/contract/wallet';
import type { ApiClient } from './client';
import { ignored } from './params';

// Wallet calls (docs/buyer-wire.md). The same names work on the buyer API (/api, /wap/api)
// and the seller API (/api/seller). Amounts are sent as the text the user typed (up to 10 decimals),
// never through a float.

export type { RechargeChannel, RechargeRecord, WalletEntry, WalletState, WithdrawFee, WithdrawOpen, WithdrawRecord };
export interface WalletPage<T> { elements: T[]; totalElements: number; thisPageNumber: number; pageSize: number }


/** `wallet!getUsdt`: the available balance in USDT. */
export async function getBalance(api: ApiClient): Promise<number> {
  return (await api.post('wallet!getUsdt', {}, balance)).money;
}

/** `rechargeBlockchain!recharge_open`: a single-use token for the next recharge or withdrawal. */
export async function openRecharge(api: ApiClient): Promise<string> {
  return (await api.post('rechargeBlockchain!recharge_open', {}, sessionToken)).session_token;
}

/** `channelBlockchain!list`: the enabled recharge channels with their deposit address and QR code. */
export function listChannels(api: ApiClient): Promise<RechargeChannel[]> {
  return api.post('channelBlockchain!list', {}, z.array(rechargeChannel));
}

/** `rechargeBlockchain!fee`: the coin's price in USDT. */
export async function getCoinPrice(api: ApiClient, symbol: string): Promise<number> {
  return (await api.post('rechargeBlockchain!fee', { symbol }, coinPrice)).price;
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
export function submitRecharge(api: ApiClient, input: RechargeInput): Promise<void> {
  return api.post('rechargeBlockchain!recharge', {
    session_token: input.sessionToken, amount: input.amount, coin: input.coin, blockchain_name: input.blockchainName,
    channel_address: input.channelAddress, img: input.img, bank_name: input.bankName, bank_card_no: input.bankCardNo,
  }, ignored);
}

/** `rechargeBlockchain!list`: the caller's recharges, newest first (page size 8 by default). */
export function listRecharges(api: ApiClient, pageNo: number, pageSize = 8): Promise<WalletPage<RechargeRecord>> {
  return api.post('rechargeBlockchain!list', { page_no: pageNo, page_size: pageSize }, walletPage(rechargeRecord));
}

/** `rechargeBlockchain!get`: one recharge of the caller. */
export function getRecharge(api: ApiClient, orderNo: string): Promise<RechargeRecord> {
  return api.post('rechargeBlockchain!get', { order_no: orderNo }, rechargeRecord);
}

/** `withdraw!withdraw_open`: the bound address (if any) and a fresh session token. */
export function openWithdraw(api: ApiClient): Promise<WithdrawOpen> {
  return api.post('withdraw!withdraw_open', {}, withdrawOpen);
}

/** `user!bindWithdrawAddress`: binds the one withdrawal address. */
export function bindWithdrawAddress(api: ApiClient, input: { blockchainName: string; coin: string; address: string }): Promise<void> {
  return api.post('user!bindWithdrawAddress', { blockchain_name: input.blockchainName, coin: input.coin, channel_address: input.address }, ignored);
}

/** `withdraw!fee`: the network's fixed fee, limits, hours and today's count. */
export function getWithdrawFee(api: ApiClient, channel: string): Promise<WithdrawFee> {
  return api.post('withdraw!fee', { channel }, withdrawFee);
}

export interface WithdrawInput { sessionToken: string; amount: string; to: string; coin: string; safeword: string }
/** `withdraw!apply`: applies for a withdrawal; the amount is held from the balance at once. */
export function applyWithdraw(api: ApiClient, input: WithdrawInput): Promise<void> {
  return api.post('withdraw!apply', { session_token: input.sessionToken, amount: input.amount, from: input.to, channel: input.coin, safeword: input.safeword }, ignored);
}

/** `withdraw!list`: the caller's withdrawals, newest first. */
export function listWithdrawals(api: ApiClient, pageNo: number, pageSize = 8): Promise<WalletPage<WithdrawRecord>> {
  return api.post('withdraw!list', { page_no: pageNo, page_size: pageSize }, walletPage(withdrawRecord));
}

/** `withdraw!get`: one withdrawal of the caller. */
export function getWithdrawal(api: ApiClient, orderNo: string): Promise<WithdrawRecord> {
  return api.post('withdraw!get', { order_no: orderNo }, withdrawRecord);
}

/** `wallet!records`: the wallet history, one line per movement with the balance after it. */
export function listWalletEntries(api: ApiClient, pageNo: number, pageSize = 20): Promise<WalletPage<WalletEntry>> {
  return api.post('wallet!records', { page_no: pageNo, page_size: pageSize }, walletPage(walletEntry));
}

/** `thirdPartyRecharge!getCoinList`: coins the configured payment provider takes ([] when none is configured). */
export function listProviderCoins(api: ApiClient): Promise<string[]> {
  return api.post('thirdPartyRecharge!getCoinList', {}, z.array(z.string()));
}

/** `thirdPartyRecharge!recharge`: starts a provider payment; answers the provider's payment page URL. */
export function startProviderRecharge(api: ApiClient, input: { sessionToken: string; amount: string; pageUrl: string }): Promise<string> {
  return api.post('thirdPartyRecharge!recharge', { session_token: input.sessionToken, amount: input.amount, pageUrl: input.pageUrl }, z.string());
}
