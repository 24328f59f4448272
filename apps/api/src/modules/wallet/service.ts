import { and, eq, or, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { RechargeChannel, RechargeRecord, WalletEntry, WithdrawFee, WithdrawOpen, WithdrawRecord } from '@mall/contract/wallet';
import type { AdminChannel, AdminRecharge, AdminWithdraw, WalletSettings } from '@mall/contract/wallet-staff';
import { isValidAddress } from '@mall/domain/chain-address';
import { Money } from '@mall/domain/money';
import { withdrawRule } from '@mall/domain/withdraw';
import { formatWireTime, shanghaiDay } from '@mall/domain/time';
import type { Db } from '../../db/client';
import { recharges, sellers, users, walletAdjustments, walletChannels, walletTokens, withdrawAddresses, withdrawals } from '../../db/schema';
import { AppError, ensure } from '../../core/app-error';
import { newToken, nextBusinessNo, sha256 } from '../../core/tokens';
import type { EventBus } from '../../core/events';
import type { Safewords } from '../account/safewords';
import type { SysparaService } from '../platform/syspara';
import { Ledger, PLATFORM, providerAccount, walletAccount, type Executor, type OwnerKind } from '../ledger/service';
import { rows as q } from '../../db/rows';
import { isOwnUpload } from '../platform/uploads';
import type { PaymentProvider } from './provider';
import { isUniqueViolation } from '../../db/retry';

export interface Owner { kind: OwnerKind; id: number }
type Channel = typeof walletChannels.$inferSelect;
type RechargeRow = typeof recharges.$inferSelect;
type WithdrawRow = typeof withdrawals.$inferSelect;

/** How long a session token of `recharge_open` / `withdraw_open` may be used. */
const TOKEN_MS = 15 * 60_000;
/** A third-party payment not confirmed by its provider within this time no longer blocks a new deposit. */
const PROVIDER_ORDER_MS = 30 * 60_000;

/** Wallet settings kept as platform parameters (admins edit them in the finance screens). */
export const WALLET_SYSPARAS = [
  { code: 'withdraw_hours_start', value: '00:00', description: 'Withdrawals allowed from (Shanghai time, HH:mm)', isPublic: false },
  { code: 'withdraw_hours_end', value: '23:59', description: 'Withdrawals allowed until (Shanghai time, HH:mm)', isPublic: false },
  { code: 'withdraw_daily_count', value: '3', description: 'Withdrawal applications per day', isPublic: false },
];

/** A user-typed amount: > 0, at most 10 decimals. */
export function parseAmount(v: string): Money {
  const s = (v ?? '').trim();
  if (!Money.isValid(s)) throw new AppError('AMOUNT_INVALID');
  const m = Money.parse(s);
  if (!m.isPositive()) throw new AppError('AMOUNT_INVALID');
  return m;
}

const m = (v: string | number) => Money.parse(String(v));
const wire = (v: string | number) => m(v).toWire();

/** Keeps the last four digits of a card number. */
export function maskCard(v: string): string {
  const digits = v.replace(/\D/g, '');
  return `**** **** **** ${digits.slice(-4)}`;
}

/** Minutes since Shanghai midnight of "HH:mm" (invalid → null). */
function minutes(hhmm: string): number | null {
  const r = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm.trim());
  return r ? Number(r[1]) * 60 + Number(r[2]) : null;
}

/** True when now (Shanghai) is inside [start, end]; a window may cross midnight. */
export function withinHours(start: string, end: string, now = new Date()): boolean {
  const s = minutes(start) ?? 0;
  const e = minutes(end) ?? 24 * 60 - 1;
  const t = Math.floor(((now.getTime() + 8 * 3600_000) % 86_400_000) / 60_000);
  return s <= e ? t >= s && t <= e : t >= s || t <= e;
}

/**
 * USDT wallets of buyers and sellers: recharges with proof under review, withdrawals held from the
 * balance, the withdrawal address, session tokens, channels. Money moves only through the ledger.
 */
export class WalletService {
  private readonly qr = new Map<string, string>();
  constructor(
    private readonly db: Db,
    readonly ledger: Ledger,
    private readonly sysparas: SysparaService,
    private readonly safewords: Record<OwnerKind, Safewords>,
    private readonly events: EventBus,
    /** The payment provider, when one is configured. */
    readonly provider: PaymentProvider | null = null,
  ) {}

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

  /** A single-use token for the next recharge or withdrawal; only its hash is stored. */
  async openToken(owner: Owner): Promise<string> {
    const token = newToken();
    await this.db.delete(walletTokens).where(sql`${walletTokens.ownerKind} = ${owner.kind} AND ${walletTokens.ownerId} = ${owner.id} AND ${walletTokens.expiresAt} < now()`);
    await this.db.insert(walletTokens).values({ tokenHash: sha256(token), ownerKind: owner.kind, ownerId: owner.id, expiresAt: new Date(Date.now() + TOKEN_MS) });
    return token;
  }

  /** Uses up a token inside the caller's transaction; a used, expired or foreign token is refused. */
  private async consumeToken(tx: Executor, owner: Owner, token: string): Promise<void> {
    if (!token) throw new AppError('SESSION_TOKEN_INVALID');
    const used = await q(tx, sql`UPDATE wallet_tokens SET used_at = now()
      WHERE token_hash = ${sha256(token)} AND owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND used_at IS NULL AND expires_at > now() RETURNING token_hash`);
    if (used.length !== 1) throw new AppError('SESSION_TOKEN_INVALID');
  }

  // ---- channels ----

  private async qrOf(address: string): Promise<string> {
    let img = this.qr.get(address);
    if (!img) {
      img = await QRCode.toDataURL(address, { margin: 1, width: 240 });
      if (this.qr.size > 200) this.qr.clear();
      this.qr.set(address, img);
    }
    return img;
  }

  async channels(): Promise<RechargeChannel[]> {
    const rows = await this.db.select().from(walletChannels).where(eq(walletChannels.enabled, true)).orderBy(walletChannels.sort, walletChannels.id);
    return Promise.all(rows.map(async (c) => ({
      id: String(c.id), kind: c.kind, coin: c.coin, blockchain_name: c.blockchainName, address: c.address, img: await this.qrOf(c.address),
      // Existing clients read `fee` as the coin's rate to USDT (arrival = amount × fee); our fee has its own field.
      fee: wire(c.rate), rate: wire(c.rate), recharge_fee: wire(c.fee), recharge_limit_min: wire(c.rechargeMin), recharge_limit_max: wire(c.rechargeMax),
    })));
  }

  async coinPrice(symbol: string): Promise<number> {
    const [c] = await this.db.select().from(walletChannels)
      .where(and(eq(walletChannels.enabled, true), sql`upper(${walletChannels.coin}) = upper(${symbol.trim()})`)).limit(1);
    if (!c) throw new AppError('CHANNEL_NOT_OPEN');
    return wire(c.rate);
  }

  private async channel(coin: string, network: string): Promise<Channel> {
    const rows = await this.db.select().from(walletChannels)
      .where(and(eq(walletChannels.enabled, true), sql`upper(${walletChannels.blockchainName}) = upper(${network.trim()})`));
    if (!rows.length) throw new AppError('CHANNEL_NOT_OPEN');
    const c = coin.trim() ? rows.find((r) => r.coin.toUpperCase() === coin.trim().toUpperCase()) : rows[0];
    if (!c) throw new AppError('CHAIN_MISMATCH');
    return c;
  }

  // ---- recharge ----

  /** Files a recharge with its proof; one open deposit at a time. */
  async recharge(owner: Owner, input: { sessionToken: string; amount: string; coin: string; blockchainName: string; channelAddress: string; img: string; bankName: string; bankCardNo: string }): Promise<string> {
    const volume = parseAmount(input.amount);
    const c = await this.channel(input.coin, input.blockchainName);
    if (input.channelAddress.trim() && input.channelAddress.trim() !== c.address) throw new AppError('CHAIN_MISMATCH');
    if (!input.img.trim()) throw new AppError('PROOF_REQUIRED');
    await this.ensureOwnUpload(owner, input.img.trim());
    let bankName = '';
    let bankCardNo = '';
    if (c.kind === 'bank') {
      const digits = input.bankCardNo.replace(/[\s-]/g, '');
      if (!input.bankName.trim() || !/^\d{8,19}$/.test(digits)) throw new AppError('BANK_DETAILS_REQUIRED');
      bankName = input.bankName.trim().slice(0, 100);
      bankCardNo = maskCard(digits);
    }
    if (volume.cmp(m(c.rechargeMin)) < 0) throw new AppError('RECHARGE_BELOW_MIN');
    if (volume.cmp(m(c.rechargeMax)) > 0) throw new AppError('RECHARGE_ABOVE_MAX');
    const amount = volume.times(c.rate);
    const fee = m(c.fee);
    const actual = amount.minus(fee);
    if (!actual.isPositive()) throw new AppError('FEE_EXCEEDS_AMOUNT');
    const no = await nextBusinessNo(this.db, 'R');
    await this.openOrderGuard(async (tx) => {
      await this.consumeToken(tx, owner, input.sessionToken);
      await this.expireProviderOrders(tx, owner);
      const open = await q(tx, sql`SELECT 1 FROM recharges WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND state = 0`);
      if (open.length) throw new AppError('RECHARGE_OPEN_EXISTS');
      await tx.insert(recharges).values({
        orderNo: no, ownerKind: owner.kind, ownerId: owner.id, kind: c.kind, channelId: c.id, coin: c.coin, blockchainName: c.blockchainName,
        channelAddress: c.address, volume: volume.toString(), rate: m(c.rate).toString(), amount: amount.toString(), fee: fee.toString(),
        actualAmount: actual.toString(), img: input.img.trim(), bankName, bankCardNo,
      });
    }, 'RECHARGE_OPEN_EXISTS');
    return no;
  }

  /** The proof must be an image this owner uploaded. */
  private async ensureOwnUpload(owner: Owner, url: string): Promise<void> {
    if (!(await isOwnUpload(this.db, owner.kind, owner.id, url))) throw new AppError('PROOF_REQUIRED');
  }

  /** Third-party orders never confirmed stop blocking new deposits after a while. */
  private async expireProviderOrders(tx: Executor, owner: Owner): Promise<void> {
    await q(tx, sql`UPDATE recharges SET state = 2, failure_msg = 'expired', reviewed_at = now()
      WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND state = 0 AND kind = 'third_party' AND created_at < ${new Date(Date.now() - PROVIDER_ORDER_MS)}`);
  }

  /** Runs a transaction that creates an open order; the partial unique index is the last word under races. */
  private async openOrderGuard(work: (tx: Db) => Promise<void>, conflict: 'RECHARGE_OPEN_EXISTS' | 'WITHDRAW_OPEN_EXISTS'): Promise<void> {
    try {
      await this.db.transaction(async (tx) => work(tx as unknown as Db));
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(conflict);
      throw e;
    }
  }

  private rechargeDto(r: RechargeRow): RechargeRecord {
    return {
      order_no: r.orderNo, createTime: formatWireTime(r.createdAt), kind: r.kind, volume: wire(r.volume), amount: wire(r.amount), fee: wire(r.fee),
      actual_amount: wire(r.actualAmount), rate: wire(r.rate), coin: r.coin, blockchain_name: r.blockchainName, channel_address: r.channelAddress,
      state: r.state as 0 | 1 | 2, img: r.img, bank_name: r.bankName, bank_card_no: r.bankCardNo, failure_msg: r.failureMsg,
      reviewTime: r.reviewedAt ? formatWireTime(r.reviewedAt) : '',
    };
  }

  listRecharges(owner: Owner, pageNo: number, pageSize: number) {
    return this.ownerPage('recharges', owner, pageNo, pageSize, (r) => this.rechargeDto(r as RechargeRow));
  }

  getRecharge(owner: Owner, no: string): Promise<RechargeRecord> {
    return this.ownerRecord('recharges', owner, no, (r) => this.rechargeDto(r as RechargeRow));
  }

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

  /** Credits an approved recharge through the ledger; a recharge is decided once. */
  async approveRecharge(no: string, reviewer: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [r] = await q<RechargeRow & { order_no: string; owner_kind: OwnerKind; owner_id: number; actual_amount: string; provider: string }>(tx, sql`
        UPDATE recharges SET state = 1, reviewer = ${reviewer}, reviewed_at = now() WHERE order_no = ${no} AND state = 0 AND kind <> 'third_party'
        RETURNING order_no, owner_kind, owner_id, amount::text AS amount, fee::text AS fee, actual_amount::text AS actual_amount, provider`);
      if (!r) throw new AppError(await this.rechargeExists(tx, no) ? 'ALREADY_DECIDED' : 'FUND_ORDER_NOT_FOUND');
      await this.creditRecharge(tx, r.order_no, { kind: r.owner_kind, id: Number(r.owner_id) }, String(r.amount), String(r.fee), String(r.actual_amount), PLATFORM.custody);
    });
  }

  private async rechargeExists(tx: Executor, no: string): Promise<boolean> {
    return (await q(tx, sql`SELECT 1 FROM recharges WHERE order_no = ${no}`)).length > 0;
  }

  private async creditRecharge(tx: Executor, no: string, owner: Owner, amount: string, fee: string, actual: string, source: { code: string; type: 'asset' }) {
    const feeM = m(fee);
    await this.ledger.post(tx, {
      key: `recharge:${no}`, kind: 'recharge', ref: no, memo: 'recharge',
      legs: [
        { account: source, debit: m(amount) },
        { account: walletAccount(owner.kind, owner.id), credit: m(actual) },
        ...(feeM.isPositive() ? [{ account: PLATFORM.fees, credit: feeM }] : []),
      ],
    });
  }

  async rejectRecharge(no: string, reason: string, reviewer: string): Promise<void> {
    if (!reason.trim()) throw new AppError('REASON_REQUIRED');
    const done = await q(this.db, sql`UPDATE recharges SET state = 2, failure_msg = ${reason.trim().slice(0, 500)}, reviewer = ${reviewer}, reviewed_at = now()
      WHERE order_no = ${no} AND state = 0 AND kind <> 'third_party' RETURNING id`);
    if (!done.length) throw new AppError(await this.rechargeExists(this.db, no) ? 'ALREADY_DECIDED' : 'FUND_ORDER_NOT_FOUND');
  }

  // ---- third-party provider ----

  providerCoins(): string[] {
    return this.provider ? this.provider.coins : [];
  }

  /** Opens a provider payment and answers the provider's page to send the buyer to. */
  async providerRecharge(owner: Owner, input: { sessionToken: string; amount: string; pageUrl: string; notifyUrl: string }): Promise<string> {
    if (!this.provider) throw new AppError('PAYMENT_METHOD_NOT_OPEN');
    return this.openProviderPayment(owner, parseAmount(input.amount), input, '', (tx) => this.consumeToken(tx, owner, input.sessionToken));
  }

  /**
   * Records a provider payment (a third-party recharge, optionally naming the orders it pays) and
   * answers the provider's payment page; one open recharge per owner.
   */
  private async openProviderPayment(
    owner: Owner, amount: Money, urls: { pageUrl: string; notifyUrl: string }, payOrders: string, before?: (tx: Executor) => Promise<void>,
  ): Promise<string> {
    const provider = this.provider;
    if (!provider) throw new AppError('PAYMENT_METHOD_NOT_OPEN');
    const no = await nextBusinessNo(this.db, 'P');
    await this.openOrderGuard(async (tx) => {
      await before?.(tx);
      await this.expireProviderOrders(tx, owner);
      const open = await q(tx, sql`SELECT 1 FROM recharges WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND state = 0`);
      if (open.length) throw new AppError('RECHARGE_OPEN_EXISTS');
      await tx.insert(recharges).values({
        orderNo: no, ownerKind: owner.kind, ownerId: owner.id, kind: 'third_party', coin: provider.coins[0] ?? 'USDT', blockchainName: provider.code,
        volume: amount.toString(), rate: '1', amount: amount.toString(), fee: '0', actualAmount: amount.toString(), provider: provider.code, payOrders,
      });
    }, 'RECHARGE_OPEN_EXISTS');
    return provider.paymentUrl({ orderNo: no, amount: amount.toString(), notifyUrl: urls.notifyUrl, returnUrl: urls.pageUrl });
  }

  /**
   * A provider payment of buyer orders (the checkout's e-wallet method): a provider recharge of their
   * total that, once the provider confirms it, credits the wallet and pays the orders in one transaction.
   */
  async providerOrderPayment(userId: number, input: { amount: Money; orderIds: number[]; pageUrl: string; notifyUrl: string }): Promise<string> {
    return this.openProviderPayment({ kind: 'user', id: userId }, input.amount, input, input.orderIds.join(','));
  }

  /** The provider's callback: verified by signature; paying twice credits once. */
  async providerCallback(code: string, params: Record<string, string>): Promise<void> {
    const provider = this.provider;
    if (!provider || provider.code !== code) throw new AppError('PAYMENT_METHOD_NOT_OPEN');
    const n = provider.verify(params);
    if (!n) throw new AppError('SIGNATURE_INVALID');
    await this.db.transaction(async (tx) => {
      const [r] = await q<{ state: number; amount: string; owner_kind: OwnerKind; owner_id: number; pay_orders: string }>(tx, sql`
        SELECT state, amount::text AS amount, owner_kind, owner_id, pay_orders FROM recharges WHERE order_no = ${n.orderNo} AND provider = ${code} FOR UPDATE`);
      if (!r) throw new AppError('FUND_ORDER_NOT_FOUND');
      if (r.state !== 0) return; // already settled: a repeated notification changes nothing
      if (n.status === 'failed') {
        await q(tx, sql`UPDATE recharges SET state = 2, failure_msg = 'payment failed', provider_ref = ${n.ref}, reviewed_at = now() WHERE order_no = ${n.orderNo}`);
        return;
      }
      if (!Money.isValid(n.amount) || m(n.amount).cmp(m(r.amount)) !== 0) throw new AppError('PARAM_ERROR');
      await q(tx, sql`UPDATE recharges SET state = 1, provider_ref = ${n.ref}, reviewer = ${`provider:${code}`}, reviewed_at = now() WHERE order_no = ${n.orderNo}`);
      await this.creditRecharge(tx, n.orderNo, { kind: r.owner_kind, id: Number(r.owner_id) }, r.amount, '0', r.amount, providerAccount(code) as { code: string; type: 'asset' });
      const ids = r.pay_orders ? r.pay_orders.split(',').map(Number).filter((x) => Number.isInteger(x) && x > 0) : [];
      // In the same transaction: the orders module pays the named orders from the wallet just credited.
      if (ids.length && r.owner_kind === 'user') await this.events.emit('wallet.providerFunded', { tx, userId: Number(r.owner_id), orderIds: ids });
    });
  }

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
    const c = await this.channel(input.coin, input.blockchainName);
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

  async settings(): Promise<WalletSettings> {
    const [start, end, daily] = await Promise.all(WALLET_SYSPARAS.map(async (p) => (await this.sysparas.get(p.code)) ?? p.value));
    return { withdrawHoursStart: start, withdrawHoursEnd: end, withdrawDailyCount: Math.max(0, Number.parseInt(daily, 10) || 0) };
  }

  async saveSettings(s: { withdrawHoursStart: string; withdrawHoursEnd: string; withdrawDailyCount: string }): Promise<WalletSettings> {
    const count = Number(s.withdrawDailyCount);
    if (minutes(s.withdrawHoursStart) === null || minutes(s.withdrawHoursEnd) === null || !Number.isInteger(count) || count < 0 || count > 1000) throw new AppError('PARAM_ERROR');
    await this.sysparas.update('withdraw_hours_start', s.withdrawHoursStart.trim());
    await this.sysparas.update('withdraw_hours_end', s.withdrawHoursEnd.trim());
    await this.sysparas.update('withdraw_daily_count', String(count));
    return this.settings();
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
    await this.openOrderGuard(async (tx) => {
      await this.consumeToken(tx, owner, input.sessionToken);
      // Locks the wallet first: applications of one owner run one after another from here.
      await q(tx, sql`INSERT INTO ledger_accounts (code, type, owner_kind, owner_id) VALUES (${walletAccount(owner.kind, owner.id).code}, 'liability', ${owner.kind}, ${owner.id}) ON CONFLICT (code) DO NOTHING`);
      await q(tx, sql`SELECT id FROM ledger_accounts WHERE code = ${walletAccount(owner.kind, owner.id).code} FOR UPDATE`);
      // Other modules may refuse here (an overdue loan, an unverified identity above the threshold).
      await this.events.emit('wallet.withdrawing', { tx, kind: owner.kind, id: owner.id, volume: volume.toString() });
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

  async adminRecharges(state: number | null, keyword: string, pageNum: number, pageSize: number): Promise<{ pageList: AdminRecharge[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } }> {
    const where = this.adminWhere('r', state, keyword);
    const rows = await q<RechargeRow & { owner_name: string }>(this.db, sql`SELECT r.*, COALESCE(u.username, s.email, '') AS owner_name ${this.adminFrom('recharges', where)}
      ORDER BY r.id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`);
    const [c] = await q<{ n: number }>(this.db, sql`SELECT COUNT(*)::int AS n ${this.adminFrom('recharges', where)}`);
    return {
      pageList: rows.map((r: any) => ({
        ...this.rechargeDto(this.camel(r) as RechargeRow), owner: r.owner_kind, ownerId: String(r.owner_id), ownerName: r.owner_name, reviewer: r.reviewer,
      })),
      pageInfo: { pageNum, pageSize, totalElements: Number(c.n) },
    };
  }

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

  async adminChannels(): Promise<AdminChannel[]> {
    const rows = await this.db.select().from(walletChannels).orderBy(walletChannels.sort, walletChannels.id);
    return rows.map((c) => ({
      id: String(c.id), kind: c.kind, coin: c.coin, blockchain_name: c.blockchainName, address: c.address, rate: wire(c.rate), fee: wire(c.fee),
      recharge_limit_min: wire(c.rechargeMin), recharge_limit_max: wire(c.rechargeMax), withdraw_fee: wire(c.withdrawFee),
      withdraw_limit_min: wire(c.withdrawMin), withdraw_limit_max: wire(c.withdrawMax), enabled: c.enabled ? 1 : 0, sort: c.sort,
    }));
  }

  /** Creates or updates a channel; a chain channel's address must have its network's format. */
  async saveChannel(input: Record<string, string>): Promise<string> {
    const kind = input.kind === 'bank' ? 'bank' : 'chain';
    const coin = (input.coin ?? '').trim().toUpperCase();
    const chain = (input.blockchain_name ?? '').trim().toUpperCase();
    const address = (input.address ?? '').trim();
    if (!/^[A-Z0-9]{2,12}$/.test(coin) || !/^[A-Z0-9_-]{2,20}$/.test(chain) || !address || address.length > 300) throw new AppError('PARAM_ERROR');
    if (kind === 'chain' && !isValidAddress(chain, address)) throw new AppError('ADDRESS_FORMAT');
    const amount = (k: string, def: string, allowZero = true) => {
      const v = (input[k] ?? '').toString().trim() || def;
      if (!Money.isValid(v) || Money.parse(v).isNegative() || (!allowZero && Money.parse(v).isZero())) throw new AppError('AMOUNT_INVALID');
      return Money.parse(v).toString();
    };
    const values = {
      kind: kind as 'chain' | 'bank', coin, blockchainName: chain, address,
      rate: amount('rate', '1', false), fee: amount('fee', '0'), rechargeMin: amount('recharge_limit_min', '1'), rechargeMax: amount('recharge_limit_max', '1000000'),
      withdrawFee: amount('withdraw_fee', '0'), withdrawMin: amount('withdraw_limit_min', '10'), withdrawMax: amount('withdraw_limit_max', '100000'),
      enabled: input.enabled !== '0', sort: Number.parseInt(input.sort ?? '0', 10) || 0,
    };
    if (m(values.rechargeMin).cmp(m(values.rechargeMax)) > 0 || m(values.withdrawMin).cmp(m(values.withdrawMax)) > 0) throw new AppError('PARAM_ERROR');
    try {
      if (input.id) {
        const done = await this.db.update(walletChannels).set(values).where(eq(walletChannels.id, Number(input.id))).returning({ id: walletChannels.id });
        if (!done.length) throw new AppError('NOT_FOUND');
        return String(done[0].id);
      }
      const [row] = await this.db.insert(walletChannels).values(values).returning({ id: walletChannels.id });
      return String(row.id);
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('PARAM_ERROR');
      throw e;
    }
  }
}
