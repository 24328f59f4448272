import type { WalletEntry } from '@mall/contract/wallet';
import { Money } from '@mall/domain/money';
import { formatWireTime } from '@mall/domain/time';
import type { LanguageCode } from '@mall/i18n/languages';
import { renderSystemText } from '../../core/system-text';
import { walletAccount } from '../ledger/service';
import { money, wire, type Owner, type WalletCore } from './core';
import * as repo from './repo';

const ENTRY_TYPES: Record<string, WalletEntry['type']> = {
  recharge: 'recharge', withdraw: 'withdraw', withdraw_return: 'withdraw_return', adjust: 'adjust', payment: 'payment', refund: 'refund', income: 'income', loan: 'loan', repayment: 'repayment',
};

/** A wallet's balance and statement, read from the ledger. */
export class Balances {
  constructor(private readonly core: WalletCore) {}

  async balance(owner: Owner): Promise<Money> {
    return this.core.deps.ledger.balance(walletAccount(owner.kind, owner.id));
  }

  /** True while the owner holds money or has a recharge or withdrawal in progress. */
  async holdsFunds(owner: Owner): Promise<boolean> {
    if ((await this.balance(owner)).isPositive()) return true;
    return (await repo.openFundOrders(this.core.db, owner)) > 0;
  }

  /** The wallet's postings, newest first, with the balance after each; system remarks in the reader's language. */
  async history(owner: Owner, pageNo: number, pageSize: number, lang: LanguageCode = 'en') {
    const { ledger } = this.core.deps;
    const id = await ledger.accountId(walletAccount(owner.kind, owner.id));
    if (id === null) return { elements: [] as WalletEntry[], totalElements: 0, thisPageNumber: pageNo, pageSize };
    const { rows, total } = await ledger.postings(id, pageNo, pageSize);
    return {
      elements: rows.map((r) => ({
        id: r.id, createTime: formatWireTime(r.created_at), type: ENTRY_TYPES[r.kind] ?? 'adjust',
        amount: Money.zero().minus(money(r.amount)).toWire(), balance: wire(r.balance_after), order_no: r.ref, remark: renderSystemText(lang, r.memo),
      })),
      totalElements: total, thisPageNumber: pageNo, pageSize,
    };
  }
}
