import { z } from 'zod';
import { paged } from '@mall/contract/envelope';
import {
  adminChannel,
  adminRecharge,
  adminWithdraw,
  ledgerAccount,
  ledgerEntry,
  reconcileResult,
  walletSettings,
  type AdminChannel,
  type AdminRecharge,
  type AdminWithdraw,
  type LedgerAccount,
  type LedgerEntry,
  type ReconcileResult,
  type WalletOwner,
  type WalletSettings,
} from '@mall/contract/wallet-staff';
import type { WalletState } from '@mall/contract/wallet';
import type { ApiClient } from './client';
import { ignored, opt } from './params';

// Finance calls of the admin API (client prefix `/api/admin`), plus the seller's transaction password.

export type { AdminChannel, AdminRecharge, AdminWithdraw, LedgerAccount, LedgerEntry, ReconcileResult, WalletOwner, WalletSettings, WalletState };
export type Page<T> = { pageList: T[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } };


export interface ReviewQuery { pageNum: number; pageSize: number; state?: WalletState | null; keyword?: string }

/** `recharge!list`: recharges to review (filter by state; keyword matches order number or owner). */
export function listRechargesForReview(api: ApiClient, q: ReviewQuery): Promise<Page<AdminRecharge>> {
  return api.post('recharge!list', { pageNum: q.pageNum, pageSize: q.pageSize, state: opt(q.state), keyword: opt(q.keyword) }, paged(adminRecharge));
}
/** `recharge!approve`: credits the wallet through the ledger, once. */
export function approveRecharge(api: ApiClient, orderNo: string): Promise<void> {
  return api.post('recharge!approve', { order_no: orderNo }, ignored);
}
/** `recharge!reject`: refuses a recharge with a reason the owner sees. */
export function rejectRecharge(api: ApiClient, orderNo: string, reason: string): Promise<void> {
  return api.post('recharge!reject', { order_no: orderNo, reason }, ignored);
}

/** `withdraw!list`: withdrawals to review. */
export function listWithdrawalsForReview(api: ApiClient, q: ReviewQuery): Promise<Page<AdminWithdraw>> {
  return api.post('withdraw!list', { pageNum: q.pageNum, pageSize: q.pageSize, state: opt(q.state), keyword: opt(q.keyword) }, paged(adminWithdraw));
}
/** `withdraw!approve`: marks the withdrawal paid out with the transaction hash. */
export function approveWithdrawal(api: ApiClient, orderNo: string, tx: string): Promise<void> {
  return api.post('withdraw!approve', { order_no: orderNo, tx }, ignored);
}
/** `withdraw!reject`: refuses a withdrawal; the held amount returns to the wallet. */
export function rejectWithdrawal(api: ApiClient, orderNo: string, reason: string): Promise<void> {
  return api.post('withdraw!reject', { order_no: orderNo, reason }, ignored);
}

/** `channel!list`: every channel, enabled or not. */
export function listChannelsForAdmin(api: ApiClient): Promise<AdminChannel[]> {
  return api.post('channel!list', {}, z.array(adminChannel));
}
type ChannelAmount = 'rate' | 'fee' | 'recharge_limit_min' | 'recharge_limit_max' | 'withdraw_fee' | 'withdraw_limit_min' | 'withdraw_limit_max';
export type ChannelInput = Omit<AdminChannel, 'id' | ChannelAmount> & { id?: string } & Record<ChannelAmount, number | string>;
/** `channel!save`: creates (no id) or updates a channel; amounts as decimal text or numbers. */
export function saveChannel(api: ApiClient, input: ChannelInput): Promise<void> {
  return api.post('channel!save', { ...input, id: opt(input.id) }, ignored);
}

/** `wallet!settings`: withdrawal hours and daily count. */
export function getWalletSettings(api: ApiClient): Promise<WalletSettings> {
  return api.post('wallet!settings', {}, walletSettings);
}
/** `wallet!saveSettings`. */
export function saveWalletSettings(api: ApiClient, input: WalletSettings): Promise<void> {
  return api.post('wallet!saveSettings', { ...input }, ignored);
}

/** `wallet!adjust`: a manual balance adjustment (signed amount) with a required reason, audited. */
export function adjustBalance(api: ApiClient, input: { owner: WalletOwner; ownerId: string; amount: string; reason: string }): Promise<void> {
  return api.post('wallet!adjust', { ...input }, ignored);
}

/** `ledger!accounts`: accounts with their balances (keyword matches the code or owner name). */
export function listLedgerAccounts(api: ApiClient, q: { pageNum: number; pageSize: number; keyword?: string }): Promise<Page<LedgerAccount>> {
  return api.post('ledger!accounts', { pageNum: q.pageNum, pageSize: q.pageSize, keyword: opt(q.keyword) }, paged(ledgerAccount));
}
/** `ledger!entries`: the postings of one account, newest first. */
export function listLedgerEntries(api: ApiClient, q: { accountId: string; pageNum: number; pageSize: number }): Promise<Page<LedgerEntry>> {
  return api.post('ledger!entries', { accountId: q.accountId, pageNum: q.pageNum, pageSize: q.pageSize }, paged(ledgerEntry));
}
/** `ledger!reconcile`: checks every balance against its postings. */
export function reconcileLedger(api: ApiClient): Promise<ReconcileResult> {
  return api.post('ledger!reconcile', {}, reconcileResult);
}

// ---- Seller API ----

/** `seller!safeword` (seller API): whether the transaction password is set. */
export async function getSellerSafewordSet(api: ApiClient): Promise<boolean> {
  return (await api.post('seller!safeword', {}, z.object({ safeword: z.union([z.literal(0), z.literal(1)]) }))).safeword === 1;
}
/** `seller!setSafeword` (seller API): sets (no old one) or changes the 6-digit transaction password. */
export function setSellerSafeword(api: ApiClient, input: { oldSafeword?: string; safeword: string; confirm: string }): Promise<void> {
  return api.post('seller!setSafeword', { old_safeword: opt(input.oldSafeword), safeword: input.safeword, re_safeword: input.confirm }, ignored);
}
