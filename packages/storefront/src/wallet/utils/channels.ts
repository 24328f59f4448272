import type { RechargeChannel } from '@mall/api-client/wallet';

/** The coins of the open channels, in the server's order, each once (the recharge form's first choice). */
export function coinsOf(channels: readonly RechargeChannel[]): string[] {
  return [...new Set(channels.map((c) => c.coin))];
}

/** The channels (networks, or the bank card) of one coin. */
export function networksOf(channels: readonly RechargeChannel[], coin: string): RechargeChannel[] {
  return channels.filter((c) => c.coin === coin);
}
