import { describe, expect, it } from 'vitest';
import { tronAddressOf } from '@mall/domain/chain-address';
import { redactSecrets } from '../../core/redact';
import { withTestServer, type Params, type TestServer } from '../../test/harness';

let s: TestServer;
withTestServer((server) => { s = server; });

describe('audit log', () => {
  it('keeps the admin session token of an audited write out of the stored detail and of audit!list', async () => {
    const token = await s.adminToken();
    const a = (path: string, p: Params = {}) => s.post(`/api/admin/${path}`, { token, ...p });
    // channel!save records its whole input, which arrives with the caller's token beside the fields.
    const saved = await a('channel!save', {
      coin: 'USDC', blockchain_name: 'TRC20', address: tronAddressOf(new Uint8Array(20).fill(9)), rate: '1', fee: '0',
      recharge_limit_min: '1', withdraw_fee: '0', withdraw_limit_min: '1', withdraw_limit_max: '1000', enabled: '1',
    });
    expect(saved.code).toBe('0');
    const [row] = await s.exec(`SELECT detail FROM audit_log WHERE action = 'channel!save' ORDER BY id DESC LIMIT 1`);
    expect(JSON.parse(row.detail)).toMatchObject({ coin: 'USDC', token: '***' });
    expect(row.detail).not.toContain(token);
    const listed = (await a('audit!list', { action: 'channel!save' })).data.pageList[0];
    expect(listed.detail).not.toContain(token);
  });

  it('masks tokens, passwords, transaction passwords, secrets and codes at any depth, and keeps the rest', () => {
    const detail = {
      reason: 'refund', token: 't1', nested: { password: 'p', re_password: 'p', old_password: 'o', list: [{ safeword: '123456', code: '9911', note: 'kept' }] },
      apiSecret: 's', captchaToken: 'c', session_token: 'w', amount: '10',
    };
    expect(redactSecrets(detail)).toEqual({
      reason: 'refund', token: '***', nested: { password: '***', re_password: '***', old_password: '***', list: [{ safeword: '***', code: '***', note: 'kept' }] },
      apiSecret: '***', captchaToken: '***', session_token: '***', amount: '10',
    });
  });
});
