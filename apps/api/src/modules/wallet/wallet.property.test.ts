import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressOf } from '@mall/domain/chain-address';
import { Money } from '@mall/domain/money';
import type { Database } from '../../db/client';
import { TestServer, testDatabase } from '../../test/harness';
import type { Owner, WalletService } from './service';

// Random sequences of recharges, approvals, withdrawals and rejections (through the wallet service,
// with its real database) keep every balance equal to its postings, never negative, and equal to a
// simple model of what each wallet should hold.

let database: Database;
let s: TestServer;
let wallet: WalletService;
const owners: Owner[] = [];

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database);
  wallet = s.built.deps.wallet;
  await wallet.saveChannel({ coin: 'USDT', blockchain_name: 'TRC20', address: tronAddressOf(new Uint8Array(20).fill(5)), recharge_limit_min: '0.0000000001', withdraw_fee: '0.5', withdraw_limit_min: '1', withdraw_limit_max: '1000000' });
  await wallet.saveSettings({ withdrawHoursStart: '00:00', withdrawHoursEnd: '23:59', withdrawDailyCount: '1000' });
  for (let i = 0; i < 3; i++) {
    const { token } = await s.signUp();
    await s.post('/api/user!setSafewordReg', { token, safeword: '123456', re_safeword: '123456' });
    const [u] = await s.exec(`SELECT max(id) AS id FROM users`);
    const owner: Owner = { kind: 'user', id: Number(u.id) };
    await s.exec(`INSERT INTO uploads (actor, actor_id, module, file_name, mime, size) VALUES ('user', ${owner.id}, 'recharge', 'proof${owner.id}.png', 'image/png', 1)`);
    await wallet.bindAddress(owner, { blockchainName: 'TRC20', coin: 'USDT', address: tronAddressOf(new Uint8Array(20).fill(10 + i)) });
    owners.push(owner);
  }
}, 60_000);
afterAll(async () => { await s?.close(); await database?.close(); });

const amount = fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 9_999_999_999 }))
  .map(([i, f]) => `${i}.${String(f).padStart(10, '0')}`);
const op = fc.oneof(
  fc.record({ t: fc.constant('recharge' as const), who: fc.nat(2), amount }),
  fc.record({ t: fc.constant('approveRecharge' as const), who: fc.nat(2) }),
  fc.record({ t: fc.constant('rejectRecharge' as const), who: fc.nat(2) }),
  fc.record({ t: fc.constant('withdraw' as const), who: fc.nat(2), amount }),
  fc.record({ t: fc.constant('approveWithdraw' as const), who: fc.nat(2) }),
  fc.record({ t: fc.constant('rejectWithdraw' as const), who: fc.nat(2) }),
);

async function openOrder(table: 'recharges' | 'withdrawals', o: Owner): Promise<string | null> {
  const [r] = await s.exec(`SELECT order_no FROM ${table} WHERE owner_kind = 'user' AND owner_id = ${o.id} AND state = 0`);
  return r?.order_no ?? null;
}

describe('ledger properties', () => {
  it('keeps every balance equal to its postings, never negative, and equal to the model', async () => {
    const model = new Map<number, Money>(owners.map((o) => [o.id, Money.zero()]));
    await fc.assert(fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
      for (const o of ops) {
        const owner = owners[o.who];
        const tolerate = async (f: () => Promise<unknown>) => { try { await f(); return true; } catch (e) { if ((e as { key?: string }).key) return false; throw e; } };
        if (o.t === 'recharge') {
          await tolerate(async () => wallet.recharge(owner, {
            sessionToken: await wallet.openToken(owner), amount: o.amount, coin: 'USDT', blockchainName: 'TRC20', channelAddress: '', img: `/uploads/proof${owner.id}.png`, bankName: '', bankCardNo: '',
          }));
        } else if (o.t === 'approveRecharge' || o.t === 'rejectRecharge') {
          const no = await openOrder('recharges', owner);
          if (!no) continue;
          const [r] = await s.exec(`SELECT actual_amount::text AS a FROM recharges WHERE order_no = '${no}'`);
          if (o.t === 'approveRecharge') {
            await wallet.approveRecharge(no, 'prop');
            model.set(owner.id, model.get(owner.id)!.plus(Money.parse(r.a)));
          } else await wallet.rejectRecharge(no, 'no', 'prop');
        } else if (o.t === 'withdraw') {
          const ok = await tolerate(async () => wallet.applyWithdraw(owner, { sessionToken: (await wallet.withdrawOpen(owner)).session_token, amount: o.amount, to: '', channel: 'USDT', safeword: '123456' }));
          if (ok) model.set(owner.id, model.get(owner.id)!.minus(Money.parse(o.amount)));
        } else {
          const no = await openOrder('withdrawals', owner);
          if (!no) continue;
          const [w] = await s.exec(`SELECT volume::text AS v FROM withdrawals WHERE order_no = '${no}'`);
          if (o.t === 'approveWithdraw') await wallet.approveWithdrawal(no, `0xhash${no}`, 'prop');
          else {
            await wallet.rejectWithdrawal(no, 'no', 'prop');
            model.set(owner.id, model.get(owner.id)!.plus(Money.parse(w.v)));
          }
        }
      }
      const rec = await wallet.ledger.reconcile();
      expect(rec.mismatches).toEqual([]);
      for (const o of owners) {
        const b = await wallet.balance(o);
        expect(b.isNegative()).toBe(false);
        expect(b.toString()).toBe(model.get(o.id)!.toString());
      }
    }), { numRuns: 25 });
  }, 300_000);
});
