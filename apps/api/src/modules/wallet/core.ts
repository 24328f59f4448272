import type { WalletSettings } from '@mall/contract/wallet-staff';
import { Money } from '@mall/domain/money';
import { AppError } from '../../core/app-error';
import type { EventBus } from '../../core/events';
import { newToken, sha256 } from '../../core/tokens';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/retry';
import type { Safewords } from '../account/safewords';
import type { Ledger } from '../ledger/service';
import type { SysparaService } from '../platform/syspara';
import type { PaymentProvider } from './provider';
import * as repo from './repo';
import type { Channel, Conn, Owner, OwnerKind } from './repo';

export type { Owner };

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

export const money = (v: string | number) => Money.parse(String(v));
export const wire = (v: string | number) => money(v).toWire();

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

/** What every part of the wallet works with. */
export interface WalletDeps {
  db: Db;
  ledger: Ledger;
  sysparas: SysparaService;
  safewords: Record<OwnerKind, Safewords>;
  events: EventBus;
  /** The payment provider, when one is configured. */
  provider: PaymentProvider | null;
}

/** The helpers the wallet's parts share: session tokens, the open-order guard, settings, channel lookup. */
export class WalletCore {
  constructor(readonly deps: WalletDeps) {}

  get db(): Db { return this.deps.db; }

  /** A single-use token for the next recharge or withdrawal; only its hash is stored. */
  async openToken(owner: Owner): Promise<string> {
    const token = newToken();
    await repo.insertToken(this.db, owner, sha256(token), new Date(Date.now() + TOKEN_MS));
    return token;
  }

  /** Uses up a token inside the caller's transaction; a used, expired or foreign token is refused. */
  async consumeToken(tx: Conn, owner: Owner, token: string): Promise<void> {
    if (!token) throw new AppError('SESSION_TOKEN_INVALID');
    if (!(await repo.useToken(tx, owner, sha256(token)))) throw new AppError('SESSION_TOKEN_INVALID');
  }

  /** Runs a transaction that creates an open order; the partial unique index is the last word under races. */
  async openOrderGuard(work: (tx: Conn) => Promise<void>, conflict: 'RECHARGE_OPEN_EXISTS' | 'WITHDRAW_OPEN_EXISTS'): Promise<void> {
    try {
      await this.db.transaction(async (tx) => work(tx));
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError(conflict);
      throw e;
    }
  }

  /** Third-party orders never confirmed stop blocking new deposits after a while. */
  async expireProviderOrders(tx: Conn, owner: Owner): Promise<void> {
    await repo.expireProviderRecharges(tx, owner, new Date(Date.now() - PROVIDER_ORDER_MS));
  }

  /** The open channel of a network, and of a coin on it when one is named. */
  async channel(coin: string, network: string): Promise<Channel> {
    const rows = await repo.networkChannels(this.db, network.trim());
    if (!rows.length) throw new AppError('CHANNEL_NOT_OPEN');
    const c = coin.trim() ? rows.find((r) => r.coin.toUpperCase() === coin.trim().toUpperCase()) : rows[0];
    if (!c) throw new AppError('CHAIN_MISMATCH');
    return c;
  }

  async settings(): Promise<WalletSettings> {
    const [start, end, daily] = await Promise.all(WALLET_SYSPARAS.map(async (p) => (await this.deps.sysparas.get(p.code)) ?? p.value));
    return { withdrawHoursStart: start, withdrawHoursEnd: end, withdrawDailyCount: Math.max(0, Number.parseInt(daily, 10) || 0) };
  }

  async saveSettings(s: { withdrawHoursStart: string; withdrawHoursEnd: string; withdrawDailyCount: string }): Promise<WalletSettings> {
    const count = Number(s.withdrawDailyCount);
    if (minutes(s.withdrawHoursStart) === null || minutes(s.withdrawHoursEnd) === null || !Number.isInteger(count) || count < 0 || count > 1000) throw new AppError('PARAM_ERROR');
    const { sysparas } = this.deps;
    await sysparas.update('withdraw_hours_start', s.withdrawHoursStart.trim());
    await sysparas.update('withdraw_hours_end', s.withdrawHoursEnd.trim());
    await sysparas.update('withdraw_daily_count', String(count));
    return this.settings();
  }
}
