import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { multipart, TestServer, withTestServer, type Params } from '../../test/harness';
import { Raster } from '../captcha/png';

let s: TestServer;
let database: Database;
withTestServer((server, db) => { s = server; database = db; });

const png = () => { const r = new Raster(4, 4); r.set(1, 1, 0, 200, 0); return r.toPng(); };
const gif = () => Buffer.from('GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;', 'latin1');

async function upload(prefix: string, token: string, file = png(), moduleName = 'online'): Promise<{ code: string; data: string; key?: string }> {
  const res = await s.app.inject({ method: 'POST', url: `${prefix}/uploadimg!execute?token=${token}`, ...multipart(file, 'pic.png', moduleName) });
  return res.json();
}

/** A buyer whose calls send every parameter in the query string, as the existing clients do. */
async function buyer() {
  const { token } = await s.signUp();
  const [row] = await s.exec(`SELECT u.id FROM users u JOIN sessions x ON x.actor_id = u.id AND x.actor = 'user' ORDER BY x.created_at DESC LIMIT 1`);
  const call = (path: string, p: Params = {}) => s.post(`/api/${path}`, { token, ...p });
  const get = (path: string, p: Params = {}) => s.get(`/api/${path}`, { token, ...p });
  return { token, id: Number(row.id), call, get };
}

let shopNo = 0;
async function shop() {
  const name = `Chat Shop ${++shopNo} ${Date.now()}`;
  const productId = await s.shopWithProduct(name, { name: `Lamp ${shopNo}`, price: '12.50', stock: 10 });
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@mall.test`;
  const token = (await s.post('/api/seller/auth!login', { email, password: 'sellerpass1' })).data.token as string;
  const [st] = await s.exec(`SELECT st.id FROM stores st JOIN sellers se ON se.id = st.seller_id WHERE se.email = '${email}'`);
  const call = (path: string, p: Params = {}) => s.post(`/api/seller/${path}`, { token, ...p });
  return { token, storeId: String(st.id), productId: String(productId), call };
}

async function agent() {
  const token = await s.adminToken();
  return (path: string, p: Params = {}) => s.post(`/api/admin/${path}`, { token, ...p });
}

describe('buyer and support (the existing clients\' calls)', () => {
  it('sends URL-encoded text once decoded, lists newest first with the wire fields, counts unread as a number, and pages back', async () => {
    const b = await buyer();
    const sent = await b.call('newOnlinechat!send', { type: 'text', content: encodeURIComponent('hello\nworld 100%') });
    expect(sent.code).toBe('0');
    // A client that does not encode: a lone % stays as typed.
    expect((await b.call('newOnlinechat!send', { type: 'text', content: 'fifty % off' })).code).toBe('0');
    const list = await b.call('newOnlinechat!list');
    expect(list.data.map((m: { content: string }) => m.content)).toEqual(['fifty % off', 'hello\nworld 100%']);
    const m = list.data[1];
    expect(m).toMatchObject({ send_receive: 'send', type: 'text', delete_status: 0 });
    expect(m.createtime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(typeof m.id).toBe('string');
    expect((await b.get('newOnlinechat!unread')).data).toBe(0);

    const a = await agent();
    const inbox = await a('supportChat!list', { box: 'unassigned' });
    const conv = inbox.data.elements.find((c: { buyerId: string }) => c.buyerId === String(b.id));
    expect(conv).toMatchObject({ kind: 'support', unread: 2, lastMessage: 'fifty % off' });
    const reply = await a('supportChat!send', { conversationId: conv.id, type: 'text', content: encodeURIComponent('Hi, how can I help?') });
    expect(reply.data).toMatchObject({ send_receive: 'send', sender: 'support' });
    // Replying took the thread: it left "unassigned" for "mine".
    expect((await a('supportChat!list', { box: 'mine' })).data.elements.some((c: { id: string }) => c.id === conv.id)).toBe(true);

    const unread = await b.get('newOnlinechat!unread');
    expect(unread.data).toBe(1);
    expect((await s.get('/public/userOnlineChatController!unread', { token: b.token, loginType: 'user' })).data).toBe(0);
    const after = await b.call('newOnlinechat!list');
    expect(after.data[0]).toMatchObject({ send_receive: 'receive', content: 'Hi, how can I help?' });
    expect((await b.get('newOnlinechat!unread')).data).toBe(0);

    for (let i = 0; i < 25; i++) await s.exec(`INSERT INTO chat_messages (conversation_id, sender, sender_id, type, content) VALUES (${conv.id}, 'buyer', ${b.id}, 'text', 'old ${i}')`);
    const first = (await b.call('newOnlinechat!list')).data;
    expect(first).toHaveLength(20);
    const older = (await b.call('newOnlinechat!list', { message_id: first[19].id })).data;
    expect(older.length).toBe(8);
    expect(Number(older[0].id)).toBeLessThan(Number(first[19].id));
  });

  it('refuses empty, too long and unknown messages, and pictures that are not the sender\'s JPEG or PNG upload', async () => {
    const b = await buyer();
    const other = await buyer();
    const send = (p: Params) => b.call('newOnlinechat!send', p);
    expect((await send({ type: 'text', content: '   ' })).key).toBe('CHAT_EMPTY');
    expect((await send({ type: 'text', content: 'x'.repeat(2001) })).key).toBe('CHAT_TOO_LONG');
    expect((await send({ type: 'video', content: 'x' })).key).toBe('CHAT_TYPE_INVALID');
    expect((await send({ type: 'img', content: 'https://evil.example/a.png' })).key).toBe('CHAT_IMAGE_INVALID');
    const theirs = (await upload('/api', other.token)).data;
    expect((await send({ type: 'img', content: theirs })).key).toBe('CHAT_IMAGE_INVALID');
    expect((await upload('/api', b.token, gif())).key).toBe('UPLOAD_TYPE');
    const mine = (await upload('/api', b.token)).data;
    const ok = await send({ type: 'img', content: `http://localhost:8080${mine}` });
    expect(ok.data).toMatchObject({ type: 'img', content: mine });
    expect((await s.post('/api/newOnlinechat!list')).key).toBe('NOT_LOGGED_IN');
    const big = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]);
    expect((await upload('/api', b.token, big)).key).toBe('UPLOAD_TOO_LARGE');
  });

  it('stores a script payload as plain text, unchanged', async () => {
    const b = await buyer();
    const payload = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    await b.call('newOnlinechat!send', { type: 'text', content: encodeURIComponent(payload) });
    expect((await b.call('newOnlinechat!list')).data[0].content).toBe(payload);
  });
});

describe('buyer and store', () => {
  it('opens a thread about a product with its card; the seller answers from the inbox; nobody else reads it', async () => {
    const b = await buyer();
    const shopA = await shop();
    const shopB = await shop();
    const open = await b.call('storeChat!open', { productId: shopA.productId });
    expect(open.data).toMatchObject({ kind: 'store', sellerId: shopA.storeId, subject: { kind: 'product', id: shopA.productId, amount: expect.stringMatching(/^12\.5/) } });
    expect(open.data.subject.title).toMatch(/^Lamp/);
    // The same store again: the same thread.
    expect((await b.call('storeChat!open', { sellerId: shopA.storeId })).data.id).toBe(open.data.id);
    expect((await b.call('storeChat!open', { sellerId: '999999' })).key).toBe('STORE_NOT_FOUND');
    expect((await b.call('storeChat!open', { productId: shopA.productId, sellerId: shopB.storeId })).key).toBe('GOODS_NOT_FOUND');
    const id = open.data.id;
    expect((await b.call('storeChat!send', { conversationId: id, type: 'text', content: 'Is it in stock?' })).code).toBe('0');

    const inbox = await shopA.call('chat!threads');
    expect(inbox.data.elements).toHaveLength(1);
    expect(inbox.data.elements[0]).toMatchObject({ id, unread: 1, buyerId: String(b.id), subject: { kind: 'product' } });
    expect((await shopA.call('chat!unread')).data).toBe(1);
    expect((await shopA.call('chat!list', { conversationId: id })).data[0]).toMatchObject({ send_receive: 'receive', content: 'Is it in stock?' });
    expect((await shopA.call('chat!unread')).data).toBe(0);
    expect((await shopA.call('chat!send', { conversationId: id, type: 'text', content: 'Yes' })).code).toBe('0');
    expect((await s.get('/public/userOnlineChatController!unread', { token: b.token, loginType: 'user' })).data).toBe(1);
    expect((await b.get('storeChat!unread')).data).toEqual({ support: 0, stores: 1 });
    expect((await b.call('storeChat!threads')).data.elements[0]).toMatchObject({ id, unread: 1, sellerName: expect.stringMatching(/^Chat Shop/) });

    // Owner checks: another buyer, another store, and support (not flagged) see nothing.
    const stranger = await buyer();
    expect((await stranger.call('storeChat!list', { conversationId: id })).key).toBe('CHAT_NOT_FOUND');
    expect((await stranger.call('storeChat!send', { conversationId: id, type: 'text', content: 'hi' })).key).toBe('CHAT_NOT_FOUND');
    expect((await shopB.call('chat!list', { conversationId: id })).key).toBe('CHAT_NOT_FOUND');
    expect((await shopB.call('chat!send', { conversationId: id, type: 'text', content: 'hi' })).key).toBe('CHAT_NOT_FOUND');
    expect((await shopB.call('chat!context', { conversationId: id })).key).toBe('CHAT_NOT_FOUND');
    expect((await (await agent())('supportChat!messages', { conversationId: id })).key).toBe('CHAT_NOT_FOUND');
    // A buyer cannot post into a store thread through the support call, nor into support's through the store call.
    const support = (await (await agent())('supportChat!list', { box: 'all' })).data.elements[0];
    if (support) expect((await b.call('storeChat!send', { conversationId: support.id, type: 'text', content: 'x' })).key).toBe('CHAT_NOT_FOUND');

    const ctx = await shopA.call('chat!context', { conversationId: id });
    expect(ctx.data).toMatchObject({ buyer: { id: String(b.id), email: '' }, wallet: null });
    expect((await shopA.call('chat!close', { conversationId: id })).code).toBe('0');
    expect((await shopA.call('chat!threads', { status: 'closed' })).data.elements).toHaveLength(1);
    // The buyer writing again reopens it.
    await b.call('storeChat!send', { conversationId: id, type: 'text', content: 'One more thing' });
    expect((await shopA.call('chat!threads')).data.elements[0].status).toBe('open');
  });

  it('masks phone numbers and payment addresses in store threads and flags the thread for support', async () => {
    const b = await buyer();
    const st = await shop();
    const id = (await b.call('storeChat!open', { sellerId: st.storeId })).data.id;
    const sent = await b.call('storeChat!send', { conversationId: id, type: 'text', content: encodeURIComponent('call me +44 7700 900123 or pay TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE, order 202611260000012345') });
    expect(sent.data.masked).toBe(1);
    expect(sent.data.content).not.toMatch(/7700|TQn9/);
    expect(sent.data.content).toContain('202611260000012345');
    const a = await agent();
    const flagged = (await a('supportChat!list', { box: 'flagged' })).data.elements;
    expect(flagged.some((c: { id: string }) => c.id === id)).toBe(true);
    expect((await a('supportChat!messages', { conversationId: id })).data[0].masked).toBe(1);
    // Support threads are not filtered.
    expect((await b.call('newOnlinechat!send', { type: 'text', content: '+44 7700 900123' })).data.content).toBe('+44 7700 900123');
    // The platform changes the filter; a bad pattern is refused.
    expect((await a('supportChat!saveSettings', { words: 'secretword', patterns: '(' })).key).toBe('CHAT_FILTER_INVALID');
    expect((await a('supportChat!saveSettings', { words: 'secretword', patterns: '' })).data).toEqual({ words: ['secretword'], patterns: [] });
    expect((await b.call('storeChat!send', { conversationId: id, type: 'text', content: 'the SecretWord is +44 7700 900123' })).data.content).toBe('the ********** is +44 7700 900123');
    expect((await a('supportChat!settings')).data.words).toEqual(['secretword']);
  });
});

describe('support console', () => {
  it('takes, assigns, closes and reopens; counts first-reply and resolution times from the records; keeps canned replies; withdraws a message; audits', async () => {
    const b = await buyer();
    await b.call('newOnlinechat!send', { type: 'text', content: 'help' });
    const a = await agent();
    const conv = (await a('supportChat!list', { box: 'unassigned', keyword: (await s.exec(`SELECT username FROM users WHERE id = ${b.id}`))[0].username })).data.elements[0];
    expect(conv.buyerId).toBe(String(b.id));
    expect((await a('supportChat!assign', { conversationId: conv.id })).code).toBe('0');
    const agents = (await a('supportChat!agents')).data;
    expect((await a('supportChat!assign', { conversationId: conv.id, adminId: '999999' })).key).toBe('CHAT_AGENT_INVALID');
    expect((await a('supportChat!assign', { conversationId: conv.id, adminId: agents[0].id })).code).toBe('0');
    await s.exec(`UPDATE chat_conversations SET opened_at = now() - interval '120 seconds' WHERE id = ${conv.id}`);
    const reply = await a('supportChat!send', { conversationId: conv.id, type: 'text', content: 'On it' });
    await s.exec(`UPDATE chat_conversations SET opened_at = now() - interval '600 seconds', first_reply_at = now() - interval '480 seconds' WHERE id = ${conv.id}`);
    expect((await a('supportChat!close', { conversationId: conv.id })).code).toBe('0');
    const stats = (await a('supportChat!stats')).data.find((x: { agentId: string }) => x.agentId === agents[0].id);
    expect(stats.resolved).toBeGreaterThanOrEqual(1);
    expect(stats.avgResolutionSeconds).toBeGreaterThan(0);
    expect(stats.avgFirstReplySeconds).toBeGreaterThan(0);
    const ctx = await a('supportChat!context', { conversationId: conv.id });
    expect(ctx.data.buyer.id).toBe(String(b.id));
    expect(ctx.data.wallet).toEqual({ balance: expect.any(String), frozen: '0' });
    expect((await a('supportChat!reopen', { conversationId: conv.id })).code).toBe('0');
    expect((await a('supportChat!withdraw', { messageId: reply.data.id })).code).toBe('0');
    expect((await b.call('newOnlinechat!list')).data[0]).toMatchObject({ delete_status: 1, content: '' });
    const saved = await a('supportChat!saveCanned', { title: 'Greeting', content: 'Hello, thanks for waiting.' });
    expect((await a('supportChat!canned')).data).toContainEqual({ id: saved.data.id, title: 'Greeting', content: 'Hello, thanks for waiting.' });
    expect((await a('supportChat!deleteCanned', { id: saved.data.id })).code).toBe('0');
    const audit = await s.exec(`SELECT action FROM audit_log WHERE action LIKE 'supportChat!%'`);
    expect(new Set(audit.map((r) => r.action))).toEqual(new Set(['supportChat!assign', 'supportChat!send', 'supportChat!close', 'supportChat!reopen', 'supportChat!withdraw', 'supportChat!saveCanned', 'supportChat!deleteCanned', 'supportChat!saveSettings']));
  });

  it('is for the support role: a finance admin is refused', async () => {
    const root = await agent();
    await root('staff!create', { email: 'fin-chat@mall.test', password: 'financepass1', name: 'Fin', roles: 'finance' });
    const fin = (await s.post('/api/admin/auth!login', { email: 'fin-chat@mall.test', password: 'financepass1' })).data.token;
    expect((await s.post('/api/admin/supportChat!list', { token: fin })).key).toBe('NO_PERMISSION');
  });

  it('a store keeps its own canned replies', async () => {
    const a = await shop();
    const b = await shop();
    const saved = await a.call('chat!saveCanned', { title: 'Hours', content: 'We ship daily.' });
    expect((await a.call('chat!canned')).data).toHaveLength(1);
    expect((await b.call('chat!canned')).data).toHaveLength(0);
    expect((await b.call('chat!deleteCanned', { id: saved.data.id })).key).toBe('NOT_FOUND');
  });
});

describe('polls and limits', () => {
  it('a poll that finds nothing new touches no table', async () => {
    const b = await buyer();
    await b.call('newOnlinechat!send', { type: 'text', content: 'ping' });
    await b.call('newOnlinechat!list');
    await b.get('newOnlinechat!unread');
    await b.call('newOnlinechat!list');
    // Count every statement the server runs from here.
    const session = (s.db as unknown as { session: { prepareQuery: (...args: unknown[]) => unknown } }).session;
    const original = session.prepareQuery;
    let queries = 0;
    session.prepareQuery = function (this: unknown, ...args: unknown[]) { queries++; return original.apply(this, args); };
    try {
      for (let i = 0; i < 5; i++) {
        expect((await b.call('newOnlinechat!list')).data[0].content).toBe('ping');
        expect((await b.get('newOnlinechat!unread')).data).toBe(0);
        expect((await b.get('storeChat!unread')).code).toBe('0');
      }
      expect(queries).toBe(0);
      // Something new: the next poll reads it.
      const a = await agent();
      const conv = (await a('supportChat!list', { box: 'all' })).data.elements.find((c: { buyerId: string }) => c.buyerId === String(b.id));
      await a('supportChat!send', { conversationId: conv.id, type: 'text', content: 'pong' });
      await new Promise((r) => setTimeout(r, 50));
      queries = 0;
      expect((await b.get('newOnlinechat!unread')).data).toBe(1);
      expect(queries).toBeGreaterThan(0);
    } finally {
      session.prepareQuery = original;
    }
  });

  it('a burst of parallel sends passes the per-account rate no further than one at a time would', async () => {
    const limited = await TestServer.start(database, { CHAT_SEND_PER_MINUTE: '5' });
    try {
      const { token } = await limited.signUp();
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => limited.post('/api/newOnlinechat!send', { token, type: 'text', content: `m${i}` })));
      expect(answers.filter((r) => r.code === '0')).toHaveLength(5);
      expect(answers.filter((r) => r.key === 'CHAT_TOO_FAST')).toHaveLength(25);
    } finally {
      await limited.close();
    }
  });
});

describe('the websocket', () => {
  it('checks the page origin, signs in by token, pushes a reply and counts to the buyer, and closes a flooding client', async () => {
    const { default: WebSocket } = await import('ws');
    const srv = await TestServer.start(database, { WS_ALLOWED_ORIGINS: 'https://shop.example' });
    try {
      await srv.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (srv.app.server.address() as { port: number }).port;
      const { token } = await srv.signUp();
      const open = (q: string, origin?: string) => new WebSocket(`ws://127.0.0.1:${port}/ws?${q}`, origin ? { headers: { origin } } : {});
      const refused = open(`token=${token}`, 'https://evil.example');
      await expect(new Promise((ok, fail) => { refused.once('open', ok); refused.once('error', fail); })).rejects.toThrow(/403/);

      const events: { type: string; [k: string]: unknown }[] = [];
      const ws = open(`token=${token}&surface=user`, 'https://shop.example');
      ws.on('message', (d) => events.push(JSON.parse(String(d))));
      const until = async (pred: (e: { type: string; [k: string]: any }) => boolean) => {
        for (let i = 0; i < 200; i++) { const e = events.find(pred); if (e) return e; await new Promise((r) => setTimeout(r, 10)); }
        throw new Error(`no such event in ${JSON.stringify(events)}`);
      };
      expect(await until((e) => e.type === 'hello')).toEqual({ type: 'hello', authenticated: true });
      await until((e) => e.type === 'chat.unread');
      const sent = await srv.post('/api/newOnlinechat!send', { token, type: 'text', content: 'hi' });
      const admin = await srv.adminToken();
      const conv = (await srv.post('/api/admin/supportChat!list', { token: admin, box: 'all' })).data.elements.find((c: { lastMessage: string; id: string }) => c.lastMessage === 'hi' && c.id === sent.data.conversationId);
      const reply = await srv.post('/api/admin/supportChat!send', { token: admin, conversationId: conv.id, type: 'text', content: 'hello back' });
      const pushed = await until((e) => e.type === 'chat.message' && e.message.id === reply.data.id);
      expect(pushed.message).toMatchObject({ send_receive: 'receive', content: 'hello back' });
      expect((await until((e) => e.type === 'chat.unread' && e.counts.support === 1)).counts).toEqual({ support: 1, stores: 0 });

      // A guest socket is told it is not signed in; a client sending too many frames is closed.
      const guest = open('', 'https://shop.example');
      const closed = new Promise<number>((ok) => guest.once('close', (code) => ok(code)));
      await new Promise((ok) => guest.once('open', ok));
      for (let i = 0; i < 60; i++) guest.send('{"type":"ping"}');
      expect(await closed).toBe(1008);
      ws.close();
    } finally {
      await srv.close();
    }
  });
});

describe('pushes besides chat', () => {
  it('a paid order reaches the seller as a notice and the buyer as a status change', async () => {
    const { default: WebSocket } = await import('ws');
    // On PostgreSQL the server fans out through NOTIFY, delivered when the order's transaction commits.
    const url = (database as Database & { url?: string }).url;
    const srv = await TestServer.start(database, url ? { DATABASE_URL: url } : {});
    try {
      await srv.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (srv.app.server.address() as { port: number }).port;
      const name = `Push Shop ${Date.now()}`;
      const goodsId = await srv.shopWithProduct(name, { name: 'Kettle', price: '10', stock: 5 });
      const seller = (await srv.post('/api/seller/auth!login', { email: `${name.toLowerCase().replace(/\W+/g, '-')}@mall.test`, password: 'sellerpass1' })).data.token;
      const b = await srv.shopper('100');
      const listen = (token: string, surface: string) => {
        const events: { type: string; [k: string]: any }[] = [];
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${token}&surface=${surface}`);
        ws.on('message', (d) => events.push(JSON.parse(String(d))));
        return { ws, events, ready: new Promise((ok) => ws.once('open', ok)) };
      };
      const sellerWs = listen(seller, 'seller');
      const buyerWs = listen(b.token, 'user');
      await Promise.all([sellerWs.ready, buyerWs.ready]);
      const orderId = (await b.u('order!submit', { orderInfo: `${goodsId},-1,1`, addressId: b.addressId })).data.orderList[0].orderId;
      expect((await b.u('order!pay', { orderId, safeword: '112233' })).code).toBe('0');
      const until = async (list: { type: string; [k: string]: any }[], pred: (e: { type: string; [k: string]: any }) => boolean) => {
        for (let i = 0; i < 200; i++) { const e = list.find(pred); if (e) return e; await new Promise((r) => setTimeout(r, 10)); }
        throw new Error(`no such event in ${JSON.stringify(list)}`);
      };
      expect((await until(sellerWs.events, (e) => e.type === 'notice')).count).toBeGreaterThanOrEqual(1);
      expect(await until(buyerWs.events, (e) => e.type === 'order.status')).toMatchObject({ status: expect.any(Number), orderNo: expect.any(String) });
      sellerWs.ws.close();
      buyerWs.ws.close();
    } finally {
      await srv.close();
    }
  });
});
