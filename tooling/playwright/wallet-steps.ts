import type { APIRequestContext } from '@playwright/test';
import { call } from './api';

/** The platform's USDT deposit address on TRC20, as every browser test sets it up. */
export const TRC20_DEPOSIT = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';

/**
 * Opens USDT on TRC20 (recharge 10–10,000, rate 1, no fee; withdrawal 10–10,000, no fee) unless a
 * test before has: a fresh server has no channel, and every test that needs one expects this one.
 */
export async function ensureTrc20Channel(request: APIRequestContext, adminToken: string): Promise<void> {
  const channels = await call<{ blockchain_name: string }[]>(request, '/api/admin/channel!list', {}, adminToken);
  if (channels.some((c) => c.blockchain_name === 'TRC20')) return;
  await call(request, '/api/admin/channel!save', {
    coin: 'USDT', blockchain_name: 'TRC20', address: TRC20_DEPOSIT, rate: '1', fee: '0', recharge_limit_min: '10', recharge_limit_max: '10000',
    withdraw_fee: '0', withdraw_limit_min: '10', withdraw_limit_max: '10000', enabled: '1', sort: '1',
  }, adminToken);
}
