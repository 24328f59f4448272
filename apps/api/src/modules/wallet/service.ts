import { eq, or, sql } from 'drizzle-orm';
import type { RechargeChannel, RechargeRecord, WalletEntry, WithdrawFee, WithdrawOpen, WithdrawRecord } from '@mall/contract/wallet';
import type { AdminChannel, WalletSettings } from '@mall/contract/wallet-staff';
import { Money } from '@mall/domain/money';
import { formatWireTime } from '@mall/domain/time';
import type { Db } from '../../db/client';
import { sellers, users, walletAdjustments } from '../../db/schema';
import { AppError } from '../../core/app-error';
import { nextBusinessNo } from '../../core/tokens';
import type { EventBus } from '../../core/events';
import type { Safewords } from '../account/safewords';
import type { SysparaService } from '../platform/syspara';
import { Ledger, PLATFORM, walletAccount, type OwnerKind } from '../ledger/service';
import { rows as q } from '../../db/rows';
import type { PaymentProvider } from './provider';
import { Channels } from './channels';
import { ProviderPayments } from './provider-payments';
import { Recharges } from './recharges';
import { Withdrawals } from './withdrawals';
import { money, parseAmount, wire, WALLET_SYSPARAS, WalletCore, type Owner } from './core';

export type { Owner };

const m = money;

/**
 * USDT wallets of buyers and sellers: recharges with proof under review, withdrawals held from the
 * balance, the withdrawal address, session tokens, channels. Money moves only through the ledger.
 */
export class WalletService {
  constructor(
    private readonly db: Db,
    readonly ledger: Ledger,
    private readonly sysparas: SysparaService,
    private readonly safewords: Record<OwnerKind, Safewords>,
    private readonly events: EventBus,
    /** The payment provider, when one is configured. */
    readonly provider: PaymentProvider | null = null,
  ) {
    this.core = new WalletCore({ db, ledger, sysparas, safewords, events, provider });
    this.channelList = new Channels(this.core);
    this.recharges = new Recharges(this.core);
    this.providerPayments = new ProviderPayments(this.core, this.recharges);
    this.withdrawals = new Withdrawals(this.core);
  }

  private readonly core: WalletCore;
  private readonly channelList: Channels;
  private readonly recharges: Recharges;
  private readonly providerPayments: ProviderPayments;
  private readonly withdrawals: Withdrawals;

  withdrawOpen(owner: Owner): Promise<WithdrawOpen> {
    return this.withdrawals.withdrawOpen(owner);
  }

  bindAddress(owner: Owner, input: { blockchainName: string; coin: string; address: string }): Promise<void> {
    return this.withdrawals.bindAddress(owner, input);
  }

  withdrawFee(owner: Owner, channel: string): Promise<WithdrawFee> {
    return this.withdrawals.withdrawFee(owner, channel);
  }

  applyWithdraw(owner: Owner, input: Parameters<Withdrawals['applyWithdraw']>[1]): Promise<string> {
    return this.withdrawals.applyWithdraw(owner, input);
  }

  listWithdrawals(owner: Owner, pageNo: number, pageSize: number) {
    return this.withdrawals.listWithdrawals(owner, pageNo, pageSize);
  }

  getWithdrawal(owner: Owner, no: string): Promise<WithdrawRecord> {
    return this.withdrawals.getWithdrawal(owner, no);
  }

  approveWithdrawal(no: string, txHash: string, reviewer: string): Promise<void> {
    return this.withdrawals.approveWithdrawal(no, txHash, reviewer);
  }

  rejectWithdrawal(no: string, reason: string, reviewer: string): Promise<void> {
    return this.withdrawals.rejectWithdrawal(no, reason, reviewer);
  }

  adminWithdrawals(state: number | null, keyword: string, pageNum: number, pageSize: number) {
    return this.withdrawals.adminWithdrawals(state, keyword, pageNum, pageSize);
  }

  recharge(owner: Owner, input: Parameters<Recharges['recharge']>[1]): Promise<string> {
    return this.recharges.recharge(owner, input);
  }

  listRecharges(owner: Owner, pageNo: number, pageSize: number) {
    return this.recharges.listRecharges(owner, pageNo, pageSize);
  }

  getRecharge(owner: Owner, no: string): Promise<RechargeRecord> {
    return this.recharges.getRecharge(owner, no);
  }

  approveRecharge(no: string, reviewer: string): Promise<void> {
    return this.recharges.approveRecharge(no, reviewer);
  }

  rejectRecharge(no: string, reason: string, reviewer: string): Promise<void> {
    return this.recharges.rejectRecharge(no, reason, reviewer);
  }

  adminRecharges(state: number | null, keyword: string, pageNum: number, pageSize: number) {
    return this.recharges.adminRecharges(state, keyword, pageNum, pageSize);
  }

  providerCoins(): string[] {
    return this.providerPayments.providerCoins();
  }

  providerRecharge(owner: Owner, input: { sessionToken: string; amount: string; pageUrl: string; notifyUrl: string }): Promise<string> {
    return this.providerPayments.providerRecharge(owner, input);
  }

  providerOrderPayment(userId: number, input: { amount: Money; orderIds: number[]; pageUrl: string; notifyUrl: string }): Promise<string> {
    return this.providerPayments.providerOrderPayment(userId, input);
  }

  providerCallback(code: string, params: Record<string, string>): Promise<void> {
    return this.providerPayments.providerCallback(code, params);
  }

  channels(): Promise<RechargeChannel[]> {
    return this.channelList.channels();
  }

  coinPrice(symbol: string): Promise<number> {
    return this.channelList.coinPrice(symbol);
  }

  adminChannels(): Promise<AdminChannel[]> {
    return this.channelList.adminChannels();
  }

  saveChannel(input: Record<string, string>): Promise<string> {
    return this.channelList.saveChannel(input);
  }

  /** A single-use token for the next recharge or withdrawal; only its hash is stored. */
  openToken(owner: Owner): Promise<string> {
    return this.core.openToken(owner);
  }

  settings(): Promise<WalletSettings> {
    return this.core.settings();
  }

  saveSettings(s: { withdrawHoursStart: string; withdrawHoursEnd: string; withdrawDailyCount: string }): Promise<WalletSettings> {
    return this.core.saveSettings(s);
  }

  async ensureDefaults(): Promise<void> {
    await this.sysparas.ensure(WALLET_SYSPARAS);
  }

  // ---- balance and tokens ----

  async balance(owner: Owner): Promise<Money> {
    return this.ledger.balance(walletAccount(owner.kind, owner.id));
  }

  /** True while the owner holds money or has a recharge or withdrawal in progress. */
  async holdsFunds(owner: Owner): Promise<boolean> {
    if ((await this.balance(owner)).isPositive()) return true;
    const [r] = await q<{ n: number }>(this.db, sql`SELECT
      (SELECT COUNT(*) FROM recharges WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND state = 0 AND kind <> 'third_party')
      + (SELECT COUNT(*) FROM withdrawals WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND state = 0) AS n`);
    return Number(r.n) > 0;
  }

  // ---- channels ----

  // ---- recharge ----

  // ---- third-party provider ----

  // ---- withdrawal ----

  // ---- history and adjustments ----

  /** The wallet's postings, newest first, with the balance after each. */
  async history(owner: Owner, pageNo: number, pageSize: number) {
    const id = await this.ledgerAccountId(owner);
    if (id === null) return { elements: [] as WalletEntry[], totalElements: 0, thisPageNumber: pageNo, pageSize };
    const { rows, total } = await this.ledger.postings(id, pageNo, pageSize);
    const types: Record<string, WalletEntry['type']> = { recharge: 'recharge', withdraw: 'withdraw', withdraw_return: 'withdraw_return', adjust: 'adjust', payment: 'payment', refund: 'refund', income: 'income', loan: 'loan', repayment: 'repayment' };
    return {
      elements: rows.map((r) => ({
        id: r.id, createTime: formatWireTime(r.created_at), type: types[r.kind] ?? 'adjust',
        amount: Money.zero().minus(m(r.amount)).toWire(), balance: wire(r.balance_after), order_no: r.ref, remark: r.memo,
      })),
      totalElements: total, thisPageNumber: pageNo, pageSize,
    };
  }

  private async ledgerAccountId(owner: Owner): Promise<number | null> {
    const [r] = await q<{ id: number }>(this.db, sql`SELECT id FROM ledger_accounts WHERE code = ${walletAccount(owner.kind, owner.id).code}`);
    return r ? Number(r.id) : null;
  }

  /** A manual adjustment by an operator; the reason is required and audited. */
  /**
   * The wallet owner an admin names: the numeric account ID, or for a buyer the account name (email or
   * "<area code> <phone>") or user code, for a seller the email.
   */
  async findOwner(kind: string, ref: string): Promise<Owner> {
    const text = ref.trim();
    if ((kind !== 'user' && kind !== 'seller') || !text) throw new AppError('PARAM_ERROR');
    const id = /^\d{1,9}$/.test(text) ? Number(text) : 0;
    const found = kind === 'user'
      ? await this.db.select({ id: users.id }).from(users).where(or(eq(users.id, id), eq(users.username, text), eq(users.usercode, text))).limit(2)
      : await this.db.select({ id: sellers.id }).from(sellers).where(or(eq(sellers.id, id), eq(sellers.email, text.toLowerCase()))).limit(2);
    if (!found.length) throw new AppError('USER_NOT_FOUND');
    // A number that is one buyer's ID and another's user code names nobody for sure.
    if (found.length > 1) throw new AppError('PARAM_ERROR');
    return { kind, id: found[0].id };
  }

  async adjust(owner: Owner, amountText: string, reason: string): Promise<string> {
    if (!reason.trim()) throw new AppError('REASON_REQUIRED');
    const s = (amountText ?? '').trim();
    const negative = s.startsWith('-');
    const amount = parseAmount(negative ? s.slice(1) : s.replace(/^\+/, ''));
    const table = owner.kind === 'user' ? users : sellers;
    const [exists] = await this.db.select({ id: table.id }).from(table).where(eq(table.id, owner.id));
    if (!exists) throw new AppError('USER_NOT_FOUND');
    const no = await nextBusinessNo(this.db, 'A');
    const key = `adjust:${no}`;
    const wallet = walletAccount(owner.kind, owner.id);
    await this.db.transaction(async (tx) => {
      // The business record and its movement commit together; reconcile checks every record has its postings.
      await tx.insert(walletAdjustments).values({ no, ownerKind: owner.kind, ownerId: owner.id, amount: negative ? `-${amount.toString()}` : amount.toString(), reason: reason.trim().slice(0, 500) });
      await this.ledger.post(tx, {
        key, kind: 'adjust', ref: no, memo: reason.trim().slice(0, 200),
        legs: negative
          ? [{ account: wallet, debit: amount }, { account: PLATFORM.adjustments, credit: amount }]
          : [{ account: PLATFORM.adjustments, debit: amount }, { account: wallet, credit: amount }],
      });
    });
    return no;
  }

  // ---- admin lists and channels ----

}
