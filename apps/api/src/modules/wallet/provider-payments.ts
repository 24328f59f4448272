import { Money } from '@mall/domain/money';
import { AppError } from '../../core/app-error';
import { nextBusinessNo } from '../../core/tokens';
import { providerAccount } from '../ledger/service';
import { money, parseAmount, type Owner, type WalletCore } from './core';
import type { Recharges } from './recharges';
import * as repo from './repo';
import type { Conn } from './repo';

/** Recharges through the configured payment provider, optionally paying buyer orders once it confirms. */
export class ProviderPayments {
  constructor(private readonly core: WalletCore, private readonly recharges: Recharges) {}

  providerCoins(): string[] {
    return this.core.deps.provider ? this.core.deps.provider.coins : [];
  }

  /** Opens a provider payment and answers the provider's page to send the buyer to. */
  async providerRecharge(owner: Owner, input: { sessionToken: string; amount: string; pageUrl: string; notifyUrl: string }): Promise<string> {
    if (!this.core.deps.provider) throw new AppError('PAYMENT_METHOD_NOT_OPEN');
    return this.open(owner, parseAmount(input.amount), input, '', (tx) => this.core.consumeToken(tx, owner, input.sessionToken));
  }

  /**
   * A provider payment of buyer orders (the checkout's e-wallet method): a provider recharge of their
   * total that, once the provider confirms it, credits the wallet and pays the orders in one transaction.
   */
  async providerOrderPayment(userId: number, input: { amount: Money; orderIds: number[]; pageUrl: string; notifyUrl: string }): Promise<string> {
    return this.open({ kind: 'user', id: userId }, input.amount, input, input.orderIds.join(','));
  }

  /**
   * Records a provider payment (a third-party recharge, optionally naming the orders it pays) and
   * answers the provider's payment page; one open recharge per owner.
   */
  private async open(owner: Owner, amount: Money, urls: { pageUrl: string; notifyUrl: string }, payOrders: string, before?: (tx: Conn) => Promise<void>): Promise<string> {
    const provider = this.core.deps.provider;
    if (!provider) throw new AppError('PAYMENT_METHOD_NOT_OPEN');
    const no = await nextBusinessNo(this.core.db, 'P');
    await this.core.openOrderGuard(async (tx) => {
      await before?.(tx);
      await this.core.expireProviderOrders(tx, owner);
      if (await repo.hasOpenRecharge(tx, owner)) throw new AppError('RECHARGE_OPEN_EXISTS');
      await repo.insertRecharge(tx, {
        orderNo: no, ownerKind: owner.kind, ownerId: owner.id, kind: 'third_party', coin: provider.coins[0] ?? 'USDT', blockchainName: provider.code,
        volume: amount.toString(), rate: '1', amount: amount.toString(), fee: '0', actualAmount: amount.toString(), provider: provider.code, payOrders,
      });
    }, 'RECHARGE_OPEN_EXISTS');
    return provider.paymentUrl({ orderNo: no, amount: amount.toString(), notifyUrl: urls.notifyUrl, returnUrl: urls.pageUrl });
  }

  /** The provider's callback: verified by signature; paying twice credits once. */
  async providerCallback(code: string, params: Record<string, string>): Promise<void> {
    const provider = this.core.deps.provider;
    if (!provider || provider.code !== code) throw new AppError('PAYMENT_METHOD_NOT_OPEN');
    const n = provider.verify(params);
    if (!n) throw new AppError('SIGNATURE_INVALID');
    await this.core.db.transaction(async (tx) => {
      const r = await repo.lockProviderRecharge(tx, n.orderNo, code);
      if (!r) throw new AppError('FUND_ORDER_NOT_FOUND');
      if (r.state !== 0) return; // already settled: a repeated notification changes nothing
      if (n.status === 'failed') {
        await repo.setProviderResult(tx, n.orderNo, { state: 2, failureMsg: 'payment failed', providerRef: n.ref });
        return;
      }
      if (!Money.isValid(n.amount) || money(n.amount).cmp(money(r.amount)) !== 0) throw new AppError('PARAM_ERROR');
      await repo.setProviderResult(tx, n.orderNo, { state: 1, providerRef: n.ref, reviewer: `provider:${code}` });
      await this.recharges.credit(tx, n.orderNo, { kind: r.ownerKind, id: r.ownerId }, r.amount, '0', r.amount, providerAccount(code));
      const ids = r.payOrders ? r.payOrders.split(',').map(Number).filter((x) => Number.isInteger(x) && x > 0) : [];
      // In the same transaction: the orders module pays the named orders from the wallet just credited.
      if (ids.length && r.ownerKind === 'user') await this.core.deps.events.emit('wallet.providerFunded', { tx, userId: r.ownerId, orderIds: ids });
    });
  }
}
