import type { WithdrawFee, WithdrawOpen, WithdrawRecord } from '@mall/contract/wallet';
import type { AdminWithdraw } from '@mall/contract/wallet-staff';
import { isValidAddress } from '@mall/domain/chain-address';
import type { Money } from '@mall/domain/money';
import { formatWireTime, shanghaiDay } from '@mall/domain/time';
import { withdrawRule } from '@mall/domain/withdraw';
import { AppError, ensure } from '../../core/app-error';
import { nextBusinessNo } from '../../core/tokens';
import { PLATFORM, walletAccount } from '../ledger/service';
import { money, parseAmount, wire, withinHours, type Owner, type WalletCore } from './core';
import * as repo from './repo';
import type { Channel, Conn, WithdrawRow } from './repo';
import { systemText } from '../../core/system-text';

function withdrawDto(r: WithdrawRow): WithdrawRecord {
  return {
    order_no: r.orderNo, createTime: formatWireTime(r.createdAt), volume: wire(r.volume), fee: wire(r.fee), amount: wire(r.amount), coin: r.coin,
    blockchain_name: r.blockchainName, to: r.toAddress, state: r.state as 0 | 1 | 2, failure_msg: r.failureMsg, tx: r.tx,
    reviewTime: r.reviewedAt ? formatWireTime(r.reviewedAt) : '',
  };
}

/** Withdrawals to the one bound address: held from the balance on application, paid out or returned on review. */
export class Withdrawals {
  constructor(private readonly core: WalletCore) {}

  async withdrawOpen(owner: Owner): Promise<WithdrawOpen> {
    const a = await repo.boundAddress(this.core.db, owner);
    return {
      openWithdrawAddressBinding: 1, existWithdrawAddress: a ? 1 : 0, chainName: a?.blockchainName ?? '', coinType: a?.coin ?? '', address: a?.address ?? '',
      session_token: await this.core.openToken(owner),
    };
  }

  /** Binds the one withdrawal address, checked against its network's format. */
  async bindAddress(owner: Owner, input: { blockchainName: string; coin: string; address: string }): Promise<void> {
    const c = await this.core.channel(input.coin, input.blockchainName);
    const address = input.address.trim();
    if (!isValidAddress(c.blockchainName, address)) throw new AppError('ADDRESS_FORMAT');
    if (!(await repo.bindAddress(this.core.db, owner, { blockchainName: c.blockchainName, coin: c.coin, address }))) throw new AppError('ADDRESS_ALREADY_BOUND');
  }

  private todayCount(tx: Conn, owner: Owner): Promise<number> {
    return repo.withdrawalsOfDay(tx, owner, shanghaiDay());
  }

  /** The withdrawal channel of a network name, or of a coin on the bound address's network. */
  private async withdrawChannel(owner: Owner, channel: string): Promise<Channel> {
    const bound = await repo.boundAddress(this.core.db, owner);
    const rows = await repo.channels(this.core.db, { enabled: true, chainOnly: true });
    const want = channel.trim().toUpperCase();
    const c = rows.find((r) => r.blockchainName.toUpperCase() === want && (!bound || r.coin === bound.coin))
      ?? rows.find((r) => bound && r.blockchainName === bound.blockchainName && r.coin.toUpperCase() === (want || bound.coin.toUpperCase()));
    if (!c) throw new AppError('CHANNEL_NOT_OPEN');
    return c;
  }

  private async defaultWithdrawChannel(owner: Owner): Promise<Channel> {
    const bound = await repo.boundAddress(this.core.db, owner);
    const rows = await repo.channels(this.core.db, { enabled: true, chainOnly: true, ordered: true });
    const c = (bound && rows.find((r) => r.blockchainName === bound.blockchainName && r.coin === bound.coin)) || rows[0];
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
    const s = await this.core.settings();
    return {
      withdraw_fee: wire(c.withdrawFee), withdraw_limit_min: wire(c.withdrawMin), withdraw_limit_max: wire(c.withdrawMax),
      hours_start: s.withdrawHoursStart, hours_end: s.withdrawHoursEnd, daily_count: s.withdrawDailyCount, today_count: await this.todayCount(this.core.db, owner),
    };
  }

  /** Applies for a withdrawal: the amount is held from the balance at once; the fee comes out of it. */
  async applyWithdraw(owner: Owner, input: { sessionToken: string; amount: string; to: string; channel: string; safeword: string }): Promise<string> {
    const volume = parseAmount(input.amount);
    const bound = await repo.boundAddress(this.core.db, owner);
    if (!bound) throw new AppError('WITHDRAW_ADDRESS_NOT_BOUND');
    if (input.to.trim() && input.to.trim() !== bound.address) throw new AppError('ADDRESS_FORMAT');
    const c = await this.withdrawChannel(owner, input.channel.trim() && input.channel.trim().toUpperCase() !== bound.coin.toUpperCase() ? input.channel : bound.blockchainName);
    const fee = money(c.withdrawFee);
    // The balance is checked by the ledger when the amount is held.
    ensure(withdrawRule(volume, { fee, min: money(c.withdrawMin), max: money(c.withdrawMax) }));
    const amount = volume.minus(fee);
    const s = await this.core.settings();
    if (!withinHours(s.withdrawHoursStart, s.withdrawHoursEnd)) throw new AppError('WITHDRAW_OUTSIDE_HOURS');
    // A wrong transaction password counts towards the lockout and withdraws nothing.
    await this.core.deps.safewords[owner.kind].verify(owner.id, input.safeword);
    const no = await nextBusinessNo(this.core.db, 'W');
    const { ledger, events } = this.core.deps;
    await this.core.openOrderGuard(async (tx) => {
      await this.core.consumeToken(tx, owner, input.sessionToken);
      // Locks the wallet first: applications of one owner run one after another from here.
      await ledger.lock(tx, walletAccount(owner.kind, owner.id));
      // Other modules may refuse here (an overdue loan).
      await events.emit('wallet.withdrawing', { tx, kind: owner.kind, id: owner.id, volume: volume.toString() });
      if (await repo.hasOpenWithdrawal(tx, owner)) throw new AppError('WITHDRAW_OPEN_EXISTS');
      if (await this.todayCount(tx, owner) >= s.withdrawDailyCount) throw new AppError('WITHDRAW_DAILY_LIMIT');
      await repo.insertWithdrawal(tx, {
        orderNo: no, ownerKind: owner.kind, ownerId: owner.id, coin: c.coin, blockchainName: c.blockchainName, toAddress: bound.address,
        volume: volume.toString(), fee: fee.toString(), amount: amount.toString(), day: shanghaiDay(),
      });
      await ledger.post(tx, {
        key: `withdraw:${no}:hold`, kind: 'withdraw', ref: no, memo: systemText('wallet', 'ledgerMemo.withdrawalHeld'),
        legs: [{ account: walletAccount(owner.kind, owner.id), debit: volume }, { account: PLATFORM.withdrawals, credit: volume }],
      });
    }, 'WITHDRAW_OPEN_EXISTS');
    return no;
  }

  async listWithdrawals(owner: Owner, pageNo: number, pageSize: number) {
    const { list, total } = await repo.ownerWithdrawals(this.core.db, owner, pageSize, (pageNo - 1) * pageSize);
    return { elements: list.map(withdrawDto), totalElements: total, thisPageNumber: pageNo, pageSize };
  }

  /** One withdrawal of the owner; another owner's answers as not found. */
  async getWithdrawal(owner: Owner, no: string): Promise<WithdrawRecord> {
    const r = await repo.ownerWithdrawal(this.core.db, owner, no);
    if (!r) throw new AppError('FUND_ORDER_NOT_FOUND');
    return withdrawDto(r);
  }

  private async decide(no: string, set: { state: 1 | 2; reviewer: string; tx?: string; failureMsg?: string }, post: (tx: Conn, r: { owner: Owner; volume: Money; fee: Money; amount: Money }) => Promise<void>) {
    await this.core.db.transaction(async (tx) => {
      const r = await repo.decideWithdrawal(tx, no, set);
      if (!r) throw new AppError(await repo.withdrawalExists(tx, no) ? 'ALREADY_DECIDED' : 'FUND_ORDER_NOT_FOUND');
      await post(tx, { owner: { kind: r.ownerKind, id: r.ownerId }, volume: money(r.volume), fee: money(r.fee), amount: money(r.amount) });
    });
  }

  /** Paid out on chain: the held amount leaves custody, the fee stays as revenue. */
  async approveWithdrawal(no: string, txHash: string, reviewer: string): Promise<void> {
    const hash = txHash.trim();
    if (!hash) throw new AppError('TX_HASH_REQUIRED');
    if (!/^[\x21-\x7e]{8,128}$/.test(hash)) throw new AppError('PARAM_ERROR');
    await this.decide(no, { state: 1, tx: hash, reviewer }, async (tx, r) => {
      await this.core.deps.ledger.post(tx, {
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
    await this.decide(no, { state: 2, failureMsg: reason.trim().slice(0, 500), reviewer }, async (tx, r) => {
      await this.core.deps.ledger.post(tx, {
        key: `withdraw:${no}:return`, kind: 'withdraw_return', ref: no, memo: reason.trim().slice(0, 200),
        legs: [{ account: PLATFORM.withdrawals, debit: r.volume }, { account: walletAccount(r.owner.kind, r.owner.id), credit: r.volume }],
      });
    });
  }

  async adminWithdrawals(state: number | null, keyword: string, pageNum: number, pageSize: number): Promise<{ pageList: AdminWithdraw[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } }> {
    const { list, total } = await repo.adminWithdrawals(this.core.db, state, keyword, pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: list.map(({ row, ownerName }) => ({ ...withdrawDto(row), owner: row.ownerKind, ownerId: String(row.ownerId), ownerName, reviewer: row.reviewer })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }
}
