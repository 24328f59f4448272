import type { RechargeChannel, RechargeRecord, WithdrawFee, WithdrawOpen, WithdrawRecord } from '@mall/contract/wallet';
import type { AdminChannel, WalletSettings } from '@mall/contract/wallet-staff';
import type { Money } from '@mall/domain/money';
import type { LanguageCode } from '@mall/i18n/languages';
import type { EventBus } from '../../core/events';
import type { Db } from '../../db/client';
import type { Safewords } from '../account/safewords';
import type { Ledger, OwnerKind } from '../ledger/service';
import type { SysparaService } from '../platform/syspara';
import { Adjustments } from './adjustments';
import { Balances } from './balance';
import { Channels } from './channels';
import { WALLET_SYSPARAS, WalletCore, type Owner } from './core';
import type { PaymentProvider } from './provider';
import { ProviderPayments } from './provider-payments';
import { Recharges } from './recharges';
import { Withdrawals } from './withdrawals';

export type { Owner };

/**
 * USDT wallets of buyers and sellers: recharges with proof under review, withdrawals held from the
 * balance, the withdrawal address, session tokens, channels. Money moves only through the ledger.
 * One face for routes and other modules over the capability parts.
 */
export class WalletService {
  private readonly core: WalletCore;
  private readonly balances: Balances;
  private readonly channelList: Channels;
  private readonly recharges: Recharges;
  private readonly providerPayments: ProviderPayments;
  private readonly withdrawals: Withdrawals;
  private readonly adjustments: Adjustments;

  constructor(
    db: Db,
    readonly ledger: Ledger,
    sysparas: SysparaService,
    safewords: Record<OwnerKind, Safewords>,
    events: EventBus,
    /** The payment provider, when one is configured. */
    readonly provider: PaymentProvider | null = null,
  ) {
    this.core = new WalletCore({ db, ledger, sysparas, safewords, events, provider });
    this.balances = new Balances(this.core);
    this.channelList = new Channels(this.core);
    this.recharges = new Recharges(this.core);
    this.providerPayments = new ProviderPayments(this.core, this.recharges);
    this.withdrawals = new Withdrawals(this.core);
    this.adjustments = new Adjustments(this.core);
  }

  async ensureDefaults(): Promise<void> { await this.core.deps.sysparas.ensure(WALLET_SYSPARAS); }
  settings(): Promise<WalletSettings> { return this.core.settings(); }
  saveSettings(s: { withdrawHoursStart: string; withdrawHoursEnd: string; withdrawDailyCount: string }): Promise<WalletSettings> { return this.core.saveSettings(s); }
  openToken(owner: Owner): Promise<string> { return this.core.openToken(owner); }

  // ---- balance and statement ----
  balance(owner: Owner): Promise<Money> { return this.balances.balance(owner); }
  holdsFunds(owner: Owner): Promise<boolean> { return this.balances.holdsFunds(owner); }
  history(owner: Owner, pageNo: number, pageSize: number, lang?: LanguageCode) { return this.balances.history(owner, pageNo, pageSize, lang); }

  // ---- channels ----
  channels(): Promise<RechargeChannel[]> { return this.channelList.channels(); }
  coinPrice(symbol: string): Promise<number> { return this.channelList.coinPrice(symbol); }
  adminChannels(): Promise<AdminChannel[]> { return this.channelList.adminChannels(); }
  saveChannel(input: Record<string, string>): Promise<string> { return this.channelList.saveChannel(input); }

  // ---- recharges and provider payments ----
  recharge(owner: Owner, input: Parameters<Recharges['recharge']>[1]): Promise<string> { return this.recharges.recharge(owner, input); }
  listRecharges(owner: Owner, pageNo: number, pageSize: number) { return this.recharges.listRecharges(owner, pageNo, pageSize); }
  getRecharge(owner: Owner, no: string): Promise<RechargeRecord> { return this.recharges.getRecharge(owner, no); }
  approveRecharge(no: string, reviewer: string): Promise<void> { return this.recharges.approveRecharge(no, reviewer); }
  rejectRecharge(no: string, reason: string, reviewer: string): Promise<void> { return this.recharges.rejectRecharge(no, reason, reviewer); }
  adminRecharges(state: number | null, keyword: string, pageNum: number, pageSize: number) { return this.recharges.adminRecharges(state, keyword, pageNum, pageSize); }
  providerCoins(): string[] { return this.providerPayments.providerCoins(); }
  providerRecharge(owner: Owner, input: { sessionToken: string; amount: string; pageUrl: string; notifyUrl: string }): Promise<string> { return this.providerPayments.providerRecharge(owner, input); }
  providerOrderPayment(userId: number, input: { amount: Money; orderIds: number[]; pageUrl: string; notifyUrl: string }): Promise<string> { return this.providerPayments.providerOrderPayment(userId, input); }
  providerCallback(code: string, params: Record<string, string>): Promise<void> { return this.providerPayments.providerCallback(code, params); }

  // ---- withdrawals ----
  withdrawOpen(owner: Owner): Promise<WithdrawOpen> { return this.withdrawals.withdrawOpen(owner); }
  bindAddress(owner: Owner, input: { blockchainName: string; coin: string; address: string }): Promise<void> { return this.withdrawals.bindAddress(owner, input); }
  withdrawFee(owner: Owner, channel: string): Promise<WithdrawFee> { return this.withdrawals.withdrawFee(owner, channel); }
  applyWithdraw(owner: Owner, input: Parameters<Withdrawals['applyWithdraw']>[1]): Promise<string> { return this.withdrawals.applyWithdraw(owner, input); }
  listWithdrawals(owner: Owner, pageNo: number, pageSize: number) { return this.withdrawals.listWithdrawals(owner, pageNo, pageSize); }
  getWithdrawal(owner: Owner, no: string): Promise<WithdrawRecord> { return this.withdrawals.getWithdrawal(owner, no); }
  approveWithdrawal(no: string, txHash: string, reviewer: string): Promise<void> { return this.withdrawals.approveWithdrawal(no, txHash, reviewer); }
  rejectWithdrawal(no: string, reason: string, reviewer: string): Promise<void> { return this.withdrawals.rejectWithdrawal(no, reason, reviewer); }
  adminWithdrawals(state: number | null, keyword: string, pageNum: number, pageSize: number) { return this.withdrawals.adminWithdrawals(state, keyword, pageNum, pageSize); }

  // ---- adjustments ----
  findOwner(kind: string, ref: string): Promise<Owner> { return this.adjustments.findOwner(kind, ref); }
  adjust(owner: Owner, amountText: string, reason: string): Promise<string> { return this.adjustments.adjust(owner, amountText, reason); }
}
