import QRCode from 'qrcode';
import type { RechargeChannel } from '@mall/contract/wallet';
import type { AdminChannel } from '@mall/contract/wallet-staff';
import { isValidAddress } from '@mall/domain/chain-address';
import { Money } from '@mall/domain/money';
import { AppError } from '../../core/app-error';
import { isUniqueViolation } from '../../db/retry';
import { money, wire, type WalletCore } from './core';
import * as repo from './repo';

/** The recharge and withdrawal channels: what buyers see (with a QR code of the address) and what admins configure. */
export class Channels {
  private readonly qr = new Map<string, string>();
  constructor(private readonly core: WalletCore) {}

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
    const rows = await repo.channels(this.core.db, { enabled: true, ordered: true });
    return Promise.all(rows.map(async (c) => ({
      id: String(c.id), kind: c.kind, coin: c.coin, blockchain_name: c.blockchainName, address: c.address, img: await this.qrOf(c.address),
      // Existing clients read `fee` as the coin's rate to USDT (arrival = amount × fee); our fee has its own field.
      fee: wire(c.rate), rate: wire(c.rate), recharge_fee: wire(c.fee), recharge_limit_min: wire(c.rechargeMin), recharge_limit_max: wire(c.rechargeMax),
    })));
  }

  async coinPrice(symbol: string): Promise<number> {
    const c = await repo.coinChannel(this.core.db, symbol.trim());
    if (!c) throw new AppError('CHANNEL_NOT_OPEN');
    return wire(c.rate);
  }

  async adminChannels(): Promise<AdminChannel[]> {
    const rows = await repo.channels(this.core.db, { ordered: true });
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
    if (money(values.rechargeMin).cmp(money(values.rechargeMax)) > 0 || money(values.withdrawMin).cmp(money(values.withdrawMax)) > 0) throw new AppError('PARAM_ERROR');
    try {
      const id = await repo.saveChannel(this.core.db, input.id ? Number(input.id) : null, values);
      if (id === undefined) throw new AppError('NOT_FOUND');
      return String(id);
    } catch (e) {
      if (isUniqueViolation(e)) throw new AppError('PARAM_ERROR');
      throw e;
    }
  }
}
