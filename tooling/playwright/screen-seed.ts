import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { call, PIXEL_PNG } from './api';
import { seedOrders, type OrderSeed } from './order-seed';
import { ensureTrc20Channel, TRC20_DEPOSIT } from './wallet-steps';
import { payOneOrder } from './overview-steps';

// Data for the screenshot tests: two shops with a product each, a buyer with a paid order, and a
// recharge and a withdrawal waiting in the admin's review queues, owned by a buyer with a long e-mail
// address (what made the review tables overflow).

const PAYOUT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

export interface ScreenSeed extends OrderSeed {
  orderId: string;
}

export async function seedScreens(request: APIRequestContext): Promise<ScreenSeed> {
  const seed = await seedOrders(request);
  const orderId = await payOneOrder(request, seed, seed.shops[0]);
  const { adminToken } = seed;

  await ensureTrc20Channel(request, adminToken);
  const run = Date.now().toString(36);
  const email = `a.rather.long.buyer.name.${run}@example-wholesale-market.test`;
  const reg = (await (await request.get('/api/localuser!registerNoVerifcode', { params: { username: email, password: 'abc123', re_password: 'abc123', type: '2' } })).json()) as { data: { token: string } };
  const token = reg.data.token;
  await call(request, '/api/user!setSafewordReg', { safeword: '246810', re_safeword: '246810' }, token);

  // A recharge with its proof, waiting for review.
  const upload = await request.post('/api/uploadimg!execute', {
    params: { token, moduleName: 'recharge' },
    multipart: { file: { name: 'proof.png', mimeType: 'image/png', buffer: readFileSync(PIXEL_PNG) }, moduleName: 'recharge' },
  });
  const img = ((await upload.json()) as { data: string }).data;
  const { session_token: rechargeToken } = await call<{ session_token: string }>(request, '/api/rechargeBlockchain!recharge_open', {}, token);
  await call(request, '/api/rechargeBlockchain!recharge', { session_token: rechargeToken, amount: '1234.5678', blockchain_name: 'TRC20', coin: 'USDT', channel_address: TRC20_DEPOSIT, img }, token);

  // A withdrawal, waiting for review.
  await call(request, '/api/admin/wallet!adjust', { owner: 'user', ownerId: email, amount: '500', reason: 'screens' }, adminToken);
  await call(request, '/api/user!bindWithdrawAddress', { blockchain_name: 'TRC20', coin: 'USDT', channel_address: PAYOUT }, token);
  const { session_token: withdrawToken } = await call<{ session_token: string }>(request, '/api/withdraw!withdraw_open', {}, token);
  await call(request, '/api/withdraw!apply', { session_token: withdrawToken, amount: '123.45', from: PAYOUT, channel: 'TRC20', safeword: '246810' }, token);
  return { ...seed, orderId };
}
