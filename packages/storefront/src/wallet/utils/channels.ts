import type { RechargeChannel } from '@mall/api-client/wallet';

/** The coins of the open channels, in the server's order, each once (the recharge form's first choice). */
export function coinsOf(channels: readonly RechargeChannel[]): string[] {
  return [...new Set(channels.map((c) => c.coin))];
}

/** The channels (networks, or the bank card) of one coin. */
export function networksOf(channels: readonly RechargeChannel[], coin: string): RechargeChannel[] {
  return channels.filter((c) => c.coin === coin);
}

/** The blockchain networks a withdrawal address can be bound on (bank channels take no address). */
export function chainNetworks(channels: readonly RechargeChannel[]): string[] {
  return [...new Set(channels.filter((c) => c.kind === 'chain').map((c) => c.blockchain_name))];
}

/** The coins that travel on one blockchain network. */
export function coinsOnNetwork(channels: readonly RechargeChannel[], network: string): string[] {
  return [...new Set(channels.filter((c) => c.kind === 'chain' && c.blockchain_name === network).map((c) => c.coin))];
}
