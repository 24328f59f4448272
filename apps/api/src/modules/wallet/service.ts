import { and, eq, or, sql } from 'drizzle-orm';
import type { RechargeChannel, RechargeRecord, WalletEntry, WithdrawFee, WithdrawOpen, WithdrawRecord } from '@mall/contract/wallet';
import type { AdminChannel, AdminWithdraw, WalletSettings } from '@mall/contract/wallet-staff';
import { isValidAddress } from '@mall/domain/chain-address';
import { Money } from '@mall/domain/money';
import { withdrawRule } from '@mall/domain/withdraw';
import { formatWireTime, shanghaiDay } from '@mall/domain/time';
import type { Db } from '../../db/client';
import { sellers, users, walletAdjustments, walletChannels, withdrawAddresses, withdrawals } from '../../db/schema';
import { AppError, ensure } from '../../core/app-error';
import { nextBusinessNo } from '../../core/tokens';
import type { EventBus } from '../../core/events';
import type { Safewords } from '../account/safewords';
import type { SysparaService } from '../platform/syspara';
import { Ledger, PLATFORM, walletAccount, type Executor, type OwnerKind } from '../ledger/service';
import { rows as q } from '../../db/rows';
import type { PaymentProvider } from './provider';
import { Channels } from './channels';
import { ProviderPayments } from './provider-payments';
import { Recharges } from './recharges';
import { money, parseAmount, wire, withinHours, WALLET_SYSPARAS, WalletCore, type Owner } from './core';

export type { Owner };
type Channel = typeof walletChannels.$inferSelect;
type WithdrawRow = typeof withdrawals.$inferSelect;

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
  }

  private readonly core: WalletCore;
  private readonly channelList: Channels;
  private readonly recharges: Recharges;
  private readonly providerPayments: ProviderPayments;

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

  /** One page of the owner's recharges or withdrawals, newest first (wallet page object). */
  private async ownerPage<T>(table: 'recharges' | 'withdrawals', owner: Owner, pageNo: number, pageSize: number, dto: (row: Record<string, unknown>) => T) {
    const where = sql`owner_kind = ${owner.kind} AND owner_id = ${owner.id}`;
    const rows = await q<Record<string, unknown>>(this.db, sql`SELECT * FROM ${sql.identifier(table)} WHERE ${where} ORDER BY id DESC LIMIT ${pageSize} OFFSET ${(pageNo - 1) * pageSize}`);
    const [c] = await q<{ n: number }>(this.db, sql`SELECT COUNT(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`);
    return { elements: rows.map((r) => dto(this.camel(r))), totalElements: Number(c.n), thisPageNumber: pageNo, pageSize };
  }

  /** One record of the owner; another owner's answers as not found. */
  private async ownerRecord<T>(table: 'recharges' | 'withdrawals', owner: Owner, no: string, dto: (row: Record<string, unknown>) => T): Promise<T> {
    const [r] = await q<Record<string, unknown>>(this.db, sql`SELECT * FROM ${sql.identifier(table)} WHERE order_no = ${no} AND owner_kind = ${owner.kind} AND owner_id = ${owner.id}`);
    if (!r) throw new AppError('FUND_ORDER_NOT_FOUND');
    return dto(this.camel(r));
  }

  // ---- third-party provider ----

  // ---- withdrawal ----

  async withdrawOpen(owner: Owner): Promise<WithdrawOpen> {
    const [a] = await this.db.select().from(withdrawAddresses).where(and(eq(withdrawAddresses.ownerKind, owner.kind), eq(withdrawAddresses.ownerId, owner.id)));
    return {
      openWithdrawAddressBinding: 1, existWithdrawAddress: a ? 1 : 0, chainName: a?.blockchainName ?? '', coinType: a?.coin ?? '', address: a?.address ?? '',
      session_token: await this.openToken(owner),
    };
  }

  /** Binds the one withdrawal address, checked against its network's format. */
  async bindAddress(owner: Owner, input: { blockchainName: string; coin: string; address: string }): Promise<void> {
    const c = await this.core.channel(input.coin, input.blockchainName);
    const address = input.address.trim();
    if (!isValidAddress(c.blockchainName, address)) throw new AppError('ADDRESS_FORMAT');
    const done = await this.db.insert(withdrawAddresses).values({ ownerKind: owner.kind, ownerId: owner.id, blockchainName: c.blockchainName, coin: c.coin, address })
      .onConflictDoNothing().returning({ a: withdrawAddresses.address });
    if (!done.length) throw new AppError('ADDRESS_ALREADY_BOUND');
  }

  private async boundAddress(owner: Owner) {
    const [a] = await this.db.select().from(withdrawAddresses).where(and(eq(withdrawAddresses.ownerKind, owner.kind), eq(withdrawAddresses.ownerId, owner.id)));
    return a ?? null;
  }

  private async todayCount(tx: Executor, owner: Owner): Promise<number> {
    const [r] = await q<{ n: number }>(tx, sql`SELECT COUNT(*)::int AS n FROM withdrawals WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND day = ${shanghaiDay()}`);
    return Number(r.n);
  }

  /** The withdrawal channel of a network name, or of a coin on the bound address's network. */
  private async withdrawChannel(owner: Owner, channel: string): Promise<Channel> {
    const bound = await this.boundAddress(owner);
    const rows = await this.db.select().from(walletChannels).where(and(eq(walletChannels.enabled, true), eq(walletChannels.kind, 'chain')));
    const want = channel.trim().toUpperCase();
    const c = rows.find((r) => r.blockchainName.toUpperCase() === want && (!bound || r.coin === bound.coin))
      ?? rows.find((r) => bound && r.blockchainName === bound.blockchainName && r.coin.toUpperCase() === (want || bound.coin.toUpperCase()));
    if (!c) throw new AppError('CHANNEL_NOT_OPEN');
    return c;
  }

  /**
   * The fee and rules of a withdrawal channel. An empty or unknown `channel` (the desktop client opens its
   * withdraw page so) answers the default channel: the bound address's network, else the first open one.
   */
  async withdrawFee(owner: Owner, channel: string): Promise<WithdrawFee> {
    const c = await this.withdrawChannel(owner, channel).catch(async (e: unknown) => {
      if (!(e instanceof AppError) || e.key !== 'CHANNEL_NOT_OPEN') throw e;
      return this.defaultWithdrawChannel(owner);
    });
    const s = await this.settings();
    return {
      withdraw_fee: wire(c.withdrawFee), withdraw_limit_min: wire(c.withdrawMin), withdraw_limit_max: wire(c.withdrawMax),
      hours_start: s.withdrawHoursStart, hours_end: s.withdrawHoursEnd, daily_count: s.withdrawDailyCount, today_count: await this.todayCount(this.db, owner),
    };
  }

  private async defaultWithdrawChannel(owner: Owner): Promise<Channel> {
    const bound = await this.boundAddress(owner);
    const rows = await this.db.select().from(walletChannels).where(and(eq(walletChannels.enabled, true), eq(walletChannels.kind, 'chain')))
      .orderBy(walletChannels.sort, walletChannels.id);
    const c = (bound && rows.find((r) => r.blockchainName === bound.blockchainName && r.coin === bound.coin)) || rows[0];
    if (!c) throw new AppError('CHANNEL_NOT_OPEN');
    return c;
  }

  /** Applies for a withdrawal: the amount is held from the balance at once; the fee comes out of it. */
  async applyWithdraw(owner: Owner, input: { sessionToken: string; amount: string; to: string; channel: string; safeword: string }): Promise<string> {
    const volume = parseAmount(input.amount);
    const bound = await this.boundAddress(owner);
    if (!bound) throw new AppError('WITHDRAW_ADDRESS_NOT_BOUND');
    if (input.to.trim() && input.to.trim() !== bound.address) throw new AppError('ADDRESS_FORMAT');
    const c = await this.withdrawChannel(owner, input.channel.trim() && input.channel.trim().toUpperCase() !== bound.coin.toUpperCase() ? input.channel : bound.blockchainName);
    const fee = m(c.withdrawFee);
    // The balance is checked by the ledger when the amount is held.
    ensure(withdrawRule(volume, { fee, min: m(c.withdrawMin), max: m(c.withdrawMax) }));
    const amount = volume.minus(fee);
    const s = await this.settings();
    if (!withinHours(s.withdrawHoursStart, s.withdrawHoursEnd)) throw new AppError('WITHDRAW_OUTSIDE_HOURS');
    // A wrong transaction password counts towards the lockout and withdraws nothing.
    await this.safewords[owner.kind].verify(owner.id, input.safeword);
    const no = await nextBusinessNo(this.db, 'W');
    await this.core.openOrderGuard(async (tx) => {
      await this.core.consumeToken(tx, owner, input.sessionToken);
      // Locks the wallet first: applications of one owner run one after another from here.
      await q(tx, sql`INSERT INTO ledger_accounts (code, type, owner_kind, owner_id) VALUES (${walletAccount(owner.kind, owner.id).code}, 'liability', ${owner.kind}, ${owner.id}) ON CONFLICT (code) DO NOTHING`);
      await q(tx, sql`SELECT id FROM ledger_accounts WHERE code = ${walletAccount(owner.kind, owner.id).code} FOR UPDATE`);
      // Other modules may refuse here (an overdue loan).
      await this.events.emit('wallet.withdrawing', { tx, kind: owner.kind, id: owner.id });
      const open = await q(tx, sql`SELECT 1 FROM withdrawals WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND state = 0`);
      if (open.length) throw new AppError('WITHDRAW_OPEN_EXISTS');
      if (await this.todayCount(tx, owner) >= s.withdrawDailyCount) throw new AppError('WITHDRAW_DAILY_LIMIT');
      await tx.insert(withdrawals).values({
        orderNo: no, ownerKind: owner.kind, ownerId: owner.id, coin: c.coin, blockchainName: c.blockchainName, toAddress: bound.address,
        volume: volume.toString(), fee: fee.toString(), amount: amount.toString(), day: shanghaiDay(),
      });
      await this.ledger.post(tx, {
        key: `withdraw:${no}:hold`, kind: 'withdraw', ref: no, memo: 'withdrawal held',
        legs: [{ account: walletAccount(owner.kind, owner.id), debit: volume }, { account: PLATFORM.withdrawals, credit: volume }],
      });
    }, 'WITHDRAW_OPEN_EXISTS');
    return no;
  }

  private withdrawDto(r: WithdrawRow): WithdrawRecord {
    return {
      order_no: r.orderNo, createTime: formatWireTime(r.createdAt), volume: wire(r.volume), fee: wire(r.fee), amount: wire(r.amount), coin: r.coin,
      blockchain_name: r.blockchainName, to: r.toAddress, state: r.state as 0 | 1 | 2, failure_msg: r.failureMsg, tx: r.tx,
      reviewTime: r.reviewedAt ? formatWireTime(r.reviewedAt) : '',
    };
  }

  listWithdrawals(owner: Owner, pageNo: number, pageSize: number) {
    return this.ownerPage('withdrawals', owner, pageNo, pageSize, (r) => this.withdrawDto(r as WithdrawRow));
  }

  getWithdrawal(owner: Owner, no: string): Promise<WithdrawRecord> {
    return this.ownerRecord('withdrawals', owner, no, (r) => this.withdrawDto(r as WithdrawRow));
  }

  private async decideWithdrawal(no: string, set: ReturnType<typeof sql>, post: (tx: Executor, r: { owner: Owner; volume: Money; fee: Money; amount: Money }) => Promise<void>) {
    await this.db.transaction(async (tx) => {
      const [r] = await q<{ owner_kind: OwnerKind; owner_id: number; volume: string; fee: string; amount: string }>(tx, sql`
        UPDATE withdrawals SET ${set}, reviewed_at = now() WHERE order_no = ${no} AND state = 0
        RETURNING owner_kind, owner_id, volume::text AS volume, fee::text AS fee, amount::text AS amount`);
      if (!r) {
        const exists = (await q(tx, sql`SELECT 1 FROM withdrawals WHERE order_no = ${no}`)).length > 0;
        throw new AppError(exists ? 'ALREADY_DECIDED' : 'FUND_ORDER_NOT_FOUND');
      }
      await post(tx, { owner: { kind: r.owner_kind, id: Number(r.owner_id) }, volume: m(r.volume), fee: m(r.fee), amount: m(r.amount) });
    });
  }

  /** Paid out on chain: the held amount leaves custody, the fee stays as revenue. */
  async approveWithdrawal(no: string, txHash: string, reviewer: string): Promise<void> {
    const hash = txHash.trim();
    if (!hash) throw new AppError('TX_HASH_REQUIRED');
    if (!/^[\x21-\x7e]{8,128}$/.test(hash)) throw new AppError('PARAM_ERROR');
    await this.decideWithdrawal(no, sql`state = 1, tx = ${hash}, reviewer = ${reviewer}`, async (tx, r) => {
      await this.ledger.post(tx, {
        key: `withdraw:${no}:paid`, kind: 'withdraw_paid', ref: no, memo: hash,
        legs: [
          { account: PLATFORM.withdrawals, debit: r.volume },
          { account: PLATFORM.custody, credit: r.amount },
          ...(r.fee.isPositive() ? [{ account: PLATFORM.fees, credit: r.fee }] : []),
        ],
      });
    });
  }

  /** Refused: the held amount returns to the wallet. */
  async rejectWithdrawal(no: string, reason: string, reviewer: string): Promise<void> {
    if (!reason.trim()) throw new AppError('REASON_REQUIRED');
    await this.decideWithdrawal(no, sql`state = 2, failure_msg = ${reason.trim().slice(0, 500)}, reviewer = ${reviewer}`, async (tx, r) => {
      await this.ledger.post(tx, {
        key: `withdraw:${no}:return`, kind: 'withdraw_return', ref: no, memo: reason.trim().slice(0, 200),
        legs: [{ account: PLATFORM.withdrawals, debit: r.volume }, { account: walletAccount(r.owner.kind, r.owner.id), credit: r.volume }],
      });
    });
  }

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

  async adminWithdrawals(state: number | null, keyword: string, pageNum: number, pageSize: number): Promise<{ pageList: AdminWithdraw[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } }> {
    const where = this.adminWhere('r', state, keyword);
    const rows = await q<any>(this.db, sql`SELECT r.*, COALESCE(u.username, s.email, '') AS owner_name ${this.adminFrom('withdrawals', where)}
      ORDER BY r.id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`);
    const [c] = await q<{ n: number }>(this.db, sql`SELECT COUNT(*)::int AS n ${this.adminFrom('withdrawals', where)}`);
    return {
      pageList: rows.map((r: any) => ({
        ...this.withdrawDto(this.camel(r) as WithdrawRow), owner: r.owner_kind, ownerId: String(r.owner_id), ownerName: r.owner_name, reviewer: r.reviewer,
      })),
      pageInfo: { pageNum, pageSize, totalElements: Number(c.n) },
    };
  }

  private adminWhere(_alias: string, state: number | null, keyword: string) {
    const parts = [sql`TRUE`];
    if (state !== null) parts.push(sql`r.state = ${state}`);
    const k = keyword.trim();
    if (k) {
      const like = `%${k.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      parts.push(sql`(r.order_no ILIKE ${like} OR u.username ILIKE ${like} OR s.email ILIKE ${like})`);
    }
    return sql.join(parts, sql` AND `);
  }

  private adminFrom(table: 'recharges' | 'withdrawals', where: ReturnType<typeof sql>) {
    return sql`FROM ${sql.identifier(table)} r
      LEFT JOIN users u ON r.owner_kind = 'user' AND u.id = r.owner_id
      LEFT JOIN sellers s ON r.owner_kind = 'seller' AND s.id = r.owner_id
      WHERE ${where}`;
  }

  /** snake_case row of a raw query → the Drizzle row shape the DTO functions take. */
  private camel(r: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(r)) out[k.replace(/_([a-z])/g, (_s, c: string) => c.toUpperCase())] = v;
    return out;
  }

}
