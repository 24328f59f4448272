import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSafeword } from './account';
import { applyKyc, getKyc } from './kyc';
import { countOrderStatus } from './orders';
import { listChannels } from './wallet';
import { fakeServer, ok } from './test-fetch';

afterEach(() => { vi.unstubAllGlobals(); });

describe('buyer-wire calls', () => {
  it('reads user!check-safeword as a yes or no', async () => {
    const { api, seen } = fakeServer(ok({ safeword: 1 }));
    expect(await checkSafeword(api)).toBe(true);
    expect(seen[0].path).toBe('/api/user!check-safeword');
  });

  it('reads the order badge counts', async () => {
    const counts = { waitPayCount: 1, waitDeliverCount: 2, waitReceiptCount: 0, waitEvaluateCount: 3, refundCount: 0 };
    const { api, seen } = fakeServer(ok(counts));
    expect(await countOrderStatus(api)).toEqual(counts);
    expect(seen[0].path).toBe('/api/order!countOrderStatus');
  });

  it('keeps a channel\'s fee (the rate, as existing clients read it) apart from recharge_fee', async () => {
    const row = { id: '1', kind: 'chain', coin: 'USDT', blockchain_name: 'TRC20', address: 'T1', img: '', fee: 1, rate: 1, recharge_fee: 2, recharge_limit_min: 10, recharge_limit_max: 100 };
    const { api } = fakeServer(ok([row]));
    expect((await listChannels(api))[0]).toMatchObject({ fee: 1, recharge_fee: 2 });
  });

  it('sends kyc!apply with the wire names and reads kyc!get, null when none', async () => {
    const { api, seen } = fakeServer(ok(null));
    const form = { name: 'Ann', idname: 'passport', idnumber: 'P1', nationality: 'DE', idimg_1: '/uploads/a.png', idimg_2: '/uploads/b.png', idimg_3: '/uploads/c.png' };
    await applyKyc(api, form);
    expect(Object.fromEntries(seen[0].query)).toMatchObject(form);
    expect(await getKyc(api)).toBeNull();
  });
});
