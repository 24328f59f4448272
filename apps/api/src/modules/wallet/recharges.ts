import type { RechargeRecord } from '@mall/contract/wallet';
import type { AdminRecharge } from '@mall/contract/wallet-staff';
import { formatWireTime } from '@mall/domain/time';
import { AppError } from '../../core/app-error';
import { nextBusinessNo } from '../../core/tokens';
import { PLATFORM, walletAccount, type AccountSpec } from '../ledger/service';
import { isOwnUpload } from '../platform/uploads';
import { maskCard, money, parseAmount, wire, type Owner, type WalletCore } from './core';
import * as repo from './repo';
import type { Conn, RechargeRow } from './repo';
import { systemText } from '../../core/system-text';

/** The wire form of a recharge. */
export function rechargeDto(r: RechargeRow): RechargeRecord {
  return {
    order_no: r.orderNo, createTime: formatWireTime(r.createdAt), kind: r.kind, volume: wire(r.volume), amount: wire(r.amount), fee: wire(r.fee),
    actual_amount: wire(r.actualAmount), rate: wire(r.rate), coin: r.coin, blockchain_name: r.blockchainName, channel_address: r.channelAddress,
    state: r.state as 0 | 1 | 2, img: r.img, bank_name: r.bankName, bank_card_no: r.bankCardNo, failure_msg: r.failureMsg,
    reviewTime: r.reviewedAt ? formatWireTime(r.reviewedAt) : '',
  };
}

/** Recharges with a proof, one open at a time, credited through the ledger once an admin approves them. */
export class Recharges {
  constructor(private readonly core: WalletCore) {}

  /** Files a recharge with its proof; one open deposit at a time. */
  async recharge(owner: Owner, input: { sessionToken: string; amount: string; coin: string; blockchainName: string; channelAddress: string; img: string; bankName: string; bankCardNo: string }): Promise<string> {
    const volume = parseAmount(input.amount);
    const c = await this.core.channel(input.coin, input.blockchainName);
    if (input.channelAddress.trim() && input.channelAddress.trim() !== c.address) throw new AppError('CHAIN_MISMATCH');
    if (!input.img.trim()) throw new AppError('PROOF_REQUIRED');
    // The proof must be an image this owner uploaded.
    if (!(await isOwnUpload(this.core.db, owner.kind, owner.id, input.img.trim()))) throw new AppError('PROOF_REQUIRED');
    let bankName = '';
    let bankCardNo = '';
    if (c.kind === 'bank') {
      const digits = input.bankCardNo.replace(/[\s-]/g, '');
      if (!input.bankName.trim() || !/^\d{8,19}$/.test(digits)) throw new AppError('BANK_DETAILS_REQUIRED');
      bankName = input.bankName.trim().slice(0, 100);
      bankCardNo = maskCard(digits);
    }
    if (volume.cmp(money(c.rechargeMin)) < 0) throw new AppError('RECHARGE_BELOW_MIN');
    if (volume.cmp(money(c.rechargeMax)) > 0) throw new AppError('RECHARGE_ABOVE_MAX');
    const amount = volume.times(c.rate);
    const fee = money(c.fee);
    const actual = amount.minus(fee);
    if (!actual.isPositive()) throw new AppError('FEE_EXCEEDS_AMOUNT');
    const no = await nextBusinessNo(this.core.db, 'R');
    await this.core.openOrderGuard(async (tx) => {
      await this.core.consumeToken(tx, owner, input.sessionToken);
      await this.core.expireProviderOrders(tx, owner);
      if (await repo.hasOpenRecharge(tx, owner)) throw new AppError('RECHARGE_OPEN_EXISTS');
      await repo.insertRecharge(tx, {
        orderNo: no, ownerKind: owner.kind, ownerId: owner.id, kind: c.kind, channelId: c.id, coin: c.coin, blockchainName: c.blockchainName,
        channelAddress: c.address, volume: volume.toString(), rate: money(c.rate).toString(), amount: amount.toString(), fee: fee.toString(),
        actualAmount: actual.toString(), img: input.img.trim(), bankName, bankCardNo,
      });
    }, 'RECHARGE_OPEN_EXISTS');
    return no;
  }

  async listRecharges(owner: Owner, pageNo: number, pageSize: number) {
    const { list, total } = await repo.ownerRecharges(this.core.db, owner, pageSize, (pageNo - 1) * pageSize);
    return { elements: list.map(rechargeDto), totalElements: total, thisPageNumber: pageNo, pageSize };
  }

  /** One recharge of the owner; another owner's answers as not found. */
  async getRecharge(owner: Owner, no: string): Promise<RechargeRecord> {
    const r = await repo.ownerRecharge(this.core.db, owner, no);
    if (!r) throw new AppError('FUND_ORDER_NOT_FOUND');
    return rechargeDto(r);
  }

  /** Credits an approved recharge through the ledger; a recharge is decided once. */
  async approveRecharge(no: string, reviewer: string): Promise<void> {
    await this.core.db.transaction(async (tx) => {
      const r = await repo.decideRecharge(tx, no, { state: 1, reviewer });
      if (!r) throw new AppError(await repo.rechargeExists(tx, no) ? 'ALREADY_DECIDED' : 'FUND_ORDER_NOT_FOUND');
      await this.credit(tx, r.orderNo, { kind: r.ownerKind, id: r.ownerId }, r.amount, r.fee, r.actualAmount, PLATFORM.custody);
    });
  }

  /** The recharge's movement: `amount` from its source, `actual` to the wallet, the fee to the platform. */
  async credit(tx: Conn, no: string, owner: Owner, amount: string, fee: string, actual: string, source: AccountSpec): Promise<void> {
    const feeM = money(fee);
    await this.core.deps.ledger.post(tx, {
      key: `recharge:${no}`, kind: 'recharge', ref: no, memo: systemText('wallet', 'ledgerMemo.recharge'),
      legs: [
        { account: source, debit: money(amount) },
        { account: walletAccount(owner.kind, owner.id), credit: money(actual) },
        ...(feeM.isPositive() ? [{ account: PLATFORM.fees, credit: feeM }] : []),
      ],
    });
  }

  async rejectRecharge(no: string, reason: string, reviewer: string): Promise<void> {
    if (!reason.trim()) throw new AppError('REASON_REQUIRED');
    const done = await repo.decideRecharge(this.core.db, no, { state: 2, failureMsg: reason.trim().slice(0, 500), reviewer });
    if (!done) throw new AppError(await repo.rechargeExists(this.core.db, no) ? 'ALREADY_DECIDED' : 'FUND_ORDER_NOT_FOUND');
  }

  async adminRecharges(state: number | null, keyword: string, pageNum: number, pageSize: number): Promise<{ pageList: AdminRecharge[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } }> {
    const { list, total } = await repo.adminRecharges(this.core.db, state, keyword, pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: list.map(({ row, ownerName }) => ({ ...rechargeDto(row), owner: row.ownerKind, ownerId: String(row.ownerId), ownerName, reviewer: row.reviewer })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }
}
