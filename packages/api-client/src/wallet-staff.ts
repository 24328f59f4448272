import {
  adminWalletApi,
  type AdminChannel,
  type AdminRecharge,
  type AdminWithdraw,
  type LedgerAccount,
  type LedgerEntry,
  type ReconcileResult,
  type WalletOwner,
  type WalletSettings,
} from '@mall/contract/wallet-staff';
import { sellerWalletApi } from '@mall/contract/wallet';
import type { WalletState } from '@mall/contract/wallet';
import type { ApiClient } from './client';
import { opt } from './params';

// Finance calls of the admin API (client prefix `/api/admin`), plus the seller's transaction password.

export type { AdminChannel, AdminRecharge, AdminWithdraw, LedgerAccount, LedgerEntry, ReconcileResult, WalletOwner, WalletSettings, WalletState };
export type Page<T> = { pageList: T[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } };


export interface ReviewQuery { pageNum: number; pageSize: number; state?: WalletState | null; keyword?: string }

/** `recharge!list`: recharges to review (filter by state; keyword matches order number or owner). */
export function listRechargesForReview(api: ApiClient, q: ReviewQuery): Promise<Page<AdminRecharge>> {
  return api.call(adminWalletApi.recharges, { pageNum: q.pageNum, pageSize: q.pageSize, state: opt(q.state), keyword: opt(q.keyword) });
}
/** `recharge!approve`: credits the wallet through the ledger, once. */
export async function approveRecharge(api: ApiClient, orderNo: string): Promise<void> {
  await api.call(adminWalletApi.approveRecharge, { order_no: orderNo });
}
/** `recharge!reject`: refuses a recharge with a reason the owner sees. */
export async function rejectRecharge(api: ApiClient, orderNo: string, reason: string): Promise<void> {
  await api.call(adminWalletApi.rejectRecharge, { order_no: orderNo, reason });
}

/** `withdraw!list`: withdrawals to review. */
export function listWithdrawalsForReview(api: ApiClient, q: ReviewQuery): Promise<Page<AdminWithdraw>> {
  return api.call(adminWalletApi.withdrawals, { pageNum: q.pageNum, pageSize: q.pageSize, state: opt(q.state), keyword: opt(q.keyword) });
}
/** `withdraw!approve`: marks the withdrawal paid out with the transaction hash. */
export async function approveWithdrawal(api: ApiClient, orderNo: string, tx: string): Promise<void> {
  await api.call(adminWalletApi.approveWithdrawal, { order_no: orderNo, tx });
}
/** `withdraw!reject`: refuses a withdrawal; the held amount returns to the wallet. */
export async function rejectWithdrawal(api: ApiClient, orderNo: string, reason: string): Promise<void> {
  await api.call(adminWalletApi.rejectWithdrawal, { order_no: orderNo, reason });
}

/** `channel!list`: every channel, enabled or not. */
export function listChannelsForAdmin(api: ApiClient): Promise<AdminChannel[]> {
  return api.call(adminWalletApi.channels);
}
type ChannelAmount = 'rate' | 'fee' | 'recharge_limit_min' | 'recharge_limit_max' | 'withdraw_fee' | 'withdraw_limit_min' | 'withdraw_limit_max';
export type ChannelInput = Omit<AdminChannel, 'id' | ChannelAmount> & { id?: string } & Record<ChannelAmount, number | string>;
/** `channel!save`: creates (no id) or updates a channel; amounts as decimal text or numbers. */
export async function saveChannel(api: ApiClient, input: ChannelInput): Promise<void> {
  await api.call(adminWalletApi.saveChannel, { ...input, id: opt(input.id) });
}

/** `wallet!settings`: withdrawal hours and daily count. */
export function getWalletSettings(api: ApiClient): Promise<WalletSettings> {
  return api.call(adminWalletApi.settings);
}
/** `wallet!saveSettings`. */
export async function saveWalletSettings(api: ApiClient, input: WalletSettings): Promise<void> {
  await api.call(adminWalletApi.saveSettings, { ...input });
}

/** `wallet!adjust`: a manual balance adjustment (signed amount) with a required reason, audited. */
export async function adjustBalance(api: ApiClient, input: { owner: WalletOwner; ownerId: string; amount: string; reason: string }): Promise<void> {
  await api.call(adminWalletApi.adjust, { ...input });
}

/** `ledger!accounts`: accounts with their balances (keyword matches the code or owner name). */
export function listLedgerAccounts(api: ApiClient, q: { pageNum: number; pageSize: number; keyword?: string }): Promise<Page<LedgerAccount>> {
  return api.call(adminWalletApi.accounts, { pageNum: q.pageNum, pageSize: q.pageSize, keyword: opt(q.keyword) });
}
/** `ledger!entries`: the postings of one account, newest first. */
export function listLedgerEntries(api: ApiClient, q: { accountId: string; pageNum: number; pageSize: number }): Promise<Page<LedgerEntry>> {
  return api.call(adminWalletApi.entries, { accountId: q.accountId, pageNum: q.pageNum, pageSize: q.pageSize });
}
/** `ledger!reconcile`: checks every balance against its postings. */
export function reconcileLedger(api: ApiClient): Promise<ReconcileResult> {
  return api.call(adminWalletApi.reconcile);
}

// ---- Seller API ----

/** `seller!safeword` (seller API): whether the transaction password is set. */
export async function getSellerSafewordSet(api: ApiClient): Promise<boolean> {
  return (await api.call(sellerWalletApi.safewordState)).safeword === 1;
}
/** `seller!setSafeword` (seller API): sets (no old one) or changes the 6-digit transaction password. */
export async function setSellerSafeword(api: ApiClient, input: { oldSafeword?: string; safeword: string; confirm: string }): Promise<void> {
  await api.call(sellerWalletApi.setSafeword, { old_safeword: opt(input.oldSafeword), safeword: input.safeword, re_safeword: input.confirm });
}
