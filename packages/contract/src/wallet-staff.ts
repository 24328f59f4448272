import { z } from 'zod';
import { endpoints, noData } from './endpoint';
import { flag, pageQuery, paged } from './envelope';
import { walletState } from './wallet';

// Admin (/api/admin) finance endpoints: review queues, channels, settings, ledger.

export const walletOwner = z.enum(['user', 'seller']);
export type WalletOwner = z.infer<typeof walletOwner>;

/** A row of `recharge!list`, with the proof image to review. */
export const adminRecharge = z.object({
  order_no: z.string(),
  owner: walletOwner,
  ownerId: z.string(),
  /** Buyer's username or seller's email. */
  ownerName: z.string(),
  createTime: z.string(),
  kind: z.enum(['chain', 'bank', 'third_party']),
  coin: z.string(),
  blockchain_name: z.string(),
  channel_address: z.string(),
  volume: z.number(),
  amount: z.number(),
  fee: z.number(),
  actual_amount: z.number(),
  rate: z.number(),
  img: z.string(),
  bank_name: z.string(),
  bank_card_no: z.string(),
  state: walletState,
  failure_msg: z.string(),
  reviewer: z.string(),
  reviewTime: z.string(),
});
export type AdminRecharge = z.infer<typeof adminRecharge>;

/** A row of `withdraw!list`. */
export const adminWithdraw = z.object({
  order_no: z.string(),
  owner: walletOwner,
  ownerId: z.string(),
  ownerName: z.string(),
  createTime: z.string(),
  coin: z.string(),
  blockchain_name: z.string(),
  to: z.string(),
  volume: z.number(),
  fee: z.number(),
  amount: z.number(),
  state: walletState,
  failure_msg: z.string(),
  tx: z.string(),
  reviewer: z.string(),
  reviewTime: z.string(),
});
export type AdminWithdraw = z.infer<typeof adminWithdraw>;

/** A channel as `channel!list` shows and `channel!save` takes it (recharge and withdrawal rules of one network). */
export const adminChannel = z.object({
  id: z.string(),
  kind: z.enum(['chain', 'bank']),
  coin: z.string(),
  blockchain_name: z.string(),
  address: z.string(),
  rate: z.number(),
  fee: z.number(),
  recharge_limit_min: z.number(),
  recharge_limit_max: z.number(),
  withdraw_fee: z.number(),
  withdraw_limit_min: z.number(),
  withdraw_limit_max: z.number(),
  enabled: flag,
  sort: z.number(),
});
export type AdminChannel = z.infer<typeof adminChannel>;

/** `wallet!settings` / `wallet!saveSettings`: withdrawal hours (Shanghai, HH:mm) and daily count. */
export const walletSettings = z.object({
  withdrawHoursStart: z.string(),
  withdrawHoursEnd: z.string(),
  withdrawDailyCount: z.number(),
});
export type WalletSettings = z.infer<typeof walletSettings>;

/** A ledger account (`ledger!accounts`). Balance is on the account's normal side. */
export const ledgerAccount = z.object({
  id: z.string(),
  /** e.g. user:12, seller:3, custody, fees, withdrawals, escrow, adjustments. */
  code: z.string(),
  type: z.enum(['asset', 'liability', 'revenue', 'equity']),
  name: z.string(),
  balance: z.number(),
});
export type LedgerAccount = z.infer<typeof ledgerAccount>;

/** A posting on one account (`ledger!entries`). */
export const ledgerEntry = z.object({
  id: z.string(),
  txId: z.string(),
  createTime: z.string(),
  kind: z.string(),
  memo: z.string(),
  /** On the account's normal side: positive increases its balance. */
  amount: z.number(),
  balanceAfter: z.number(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

/** `ledger!reconcile`: every balance against its postings and every transaction's balance. */
export const reconcileResult = z.object({
  ok: z.boolean(),
  accounts: z.number(),
  transactions: z.number(),
  mismatches: z.array(z.object({
    /**
     * account: balance ≠ postings; transaction: postings do not sum to zero; record: a business record
     * without its postings; loan: a loan without its postings, or the receivable ≠ the principal outstanding.
     */
    kind: z.enum(['account', 'transaction', 'record', 'loan']),
    ref: z.string(),
    expected: z.string(),
    actual: z.string(),
  })),
});
export type ReconcileResult = z.infer<typeof reconcileResult>;

// ---- endpoints (finance role) ----

const str = z.string().optional().default('');
const admin = endpoints('admin');
const queueQuery = pageQuery.extend({ state: str, keyword: str });
const orderNo = z.object({ order_no: str });

/** The finance screens: review queues, channels, settings, adjustments and the ledger. */
export const adminWalletApi = {
  recharges: admin.signedIn('recharge!list', { input: queueQuery, output: paged(adminRecharge) }),
  approveRecharge: admin.signedIn('recharge!approve', { input: orderNo, output: noData }),
  rejectRecharge: admin.signedIn('recharge!reject', { input: orderNo.extend({ reason: str }), output: noData }),
  withdrawals: admin.signedIn('withdraw!list', { input: queueQuery, output: paged(adminWithdraw) }),
  approveWithdrawal: admin.signedIn('withdraw!approve', { input: orderNo.extend({ tx: str }), output: noData }),
  rejectWithdrawal: admin.signedIn('withdraw!reject', { input: orderNo.extend({ reason: str }), output: noData }),
  channels: admin.signedIn('channel!list', { output: z.array(adminChannel) }),
  /** Creates or updates a channel; answers its id. */
  saveChannel: admin.signedIn('channel!save', { input: z.record(z.string(), z.string()), output: z.string() }),
  settings: admin.signedIn('wallet!settings', { output: walletSettings }),
  saveSettings: admin.signedIn('wallet!saveSettings', { input: z.object({ withdrawHoursStart: str, withdrawHoursEnd: str, withdrawDailyCount: str }), output: walletSettings }),
  /** Answers the adjustment's business number. */
  adjust: admin.signedIn('wallet!adjust', { input: z.object({ owner: str, ownerId: str, amount: str, reason: str }), output: z.string() }),
  accounts: admin.signedIn('ledger!accounts', { input: pageQuery.extend({ keyword: str }), output: paged(ledgerAccount) }),
  entries: admin.signedIn('ledger!entries', { input: pageQuery.extend({ accountId: str }), output: paged(ledgerEntry) }),
  reconcile: admin.signedIn('ledger!reconcile', { output: reconcileResult }),
};
