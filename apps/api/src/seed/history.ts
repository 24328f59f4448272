import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

const SHOPPERS = 120;

/**
 * Demo history of the last 90 days made of real records, as the server itself would have written
 * them: shoppers who signed up over time and recharged their wallets, paid orders (one line each)
 * with their sales rows, timelines, shipping and receipt, reviews of the received ones, the ledger
 * transactions of every recharge, payment and settlement (balances and running balances summed from
 * the postings), and the store and product page views recorded per day. Nothing is a counter set by
 * hand: the overviews and the statistics sum these records. Runs inside the seed's bulk load (triggers
 * off); `mall_seed_r` is the seed's deterministic hash.
 */
export async function seedHistory(db: Db, o: { products: number; passwordHash: string; reviewers: string[]; countries: string[]; good: string[]; medium: string[]; bad: string[]; productImages: string[]; avatars: number }): Promise<void> {
  const arr = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`);
  // About 30,000 orders whatever the catalogue's size: above 50,000 products, one product in `sample` sold.
  const sample = Math.max(1, Math.ceil(o.products / 50_000));
  // Shopper i signed up (SHOPPERS + 1 - i) days ago, so sign-ups spread over the period.
  await db.execute(sql`INSERT INTO users (usercode, username, email, password_hash, invite_code, avatar, name, created_at)
    SELECT (20000000 + i)::text, 'shopper' || i || '@demo.mall', 'shopper' || i || '@demo.mall', ${o.passwordHash}, 'SHOP' || i,
      (1 + mall_seed_r(i, 50) % ${o.avatars}::int)::text, (${arr(o.reviewers)})[1 + mall_seed_r(i, 51) % ${o.reviewers.length}::int],
      now() - ((${SHOPPERS + 1}::int - i) || ' days')::interval - ((mall_seed_r(i, 52) % 600) || ' minutes')::interval
    FROM generate_series(1, ${SHOPPERS}::int) i ON CONFLICT (username) DO NOTHING`);

  // One order per sold product (products without variants), paid k days ago by a shopper who had signed up before.
  await db.execute(sql`DROP TABLE IF EXISTS seed_orders`);
  await db.execute(sql`CREATE TABLE seed_orders AS
    SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS oid, x.*,
      CASE WHEN x.paid_at < now() - interval '10 days' THEN 5 WHEN x.paid_at < now() - interval '2 days' THEN 3 ELSE 1 END AS status
    FROM (
      SELECT sg.id AS sg_id, sg.store_id, st.seller_id, g.name, COALESCE(g.images[1], '') AS image,
        COALESCE(sg.discount_price, sg.selling_price) AS unit, 1 + mall_seed_r(sg.id, 41) % 3 AS qty, g.freight_amount AS freight,
        now() - (kk.k || ' days')::interval - ((mall_seed_r(sg.id, 43) % 80000) || ' seconds')::interval AS paid_at,
        u.id AS user_id, u.name AS user_name, u.avatar, (${arr(o.countries)})[1 + mall_seed_r(sg.id, 28) % ${o.countries.length}::int] AS country
      FROM seller_goods sg JOIN goods g ON g.id = sg.goods_id JOIN stores st ON st.id = sg.store_id
      CROSS JOIN LATERAL (SELECT mall_seed_r(sg.id, 42) % 90 AS k) kk
      JOIN users u ON u.username = 'shopper' || (1 + mall_seed_r(sg.id, 44) % (${SHOPPERS - 1}::int - kk.k)) || '@demo.mall'
      WHERE mall_seed_r(sg.id, 25) % 3 <> 0 AND mall_seed_r(sg.id, 26) % ${sample}::int = 0 AND NOT EXISTS (SELECT 1 FROM goods_attrs a WHERE a.goods_id = sg.goods_id)
    ) x`);

  await db.execute(sql`INSERT INTO orders (id, order_no, user_id, store_id, status, contacts, phone, email, country, province, city, address, postcode,
      goods_count, goods_amount, shipping_fee, freight, total, commission, pay_method, paid_at, confirmed_at, carrier, tracking_no, shipped_at, received_at, reviewed_at, created_at)
    SELECT oid, 'O' || to_char(paid_at AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('business_no_seq')::text, 8, '0'), user_id, store_id, status,
      user_name, '+1 555 01' || lpad((oid % 100)::text, 2, '0'), '', country, '', 'Springfield', (10 + oid % 90) || ' Market Street', '10001',
      qty, unit * qty, freight, freight, unit * qty + freight, round(unit * qty * 0.05, 10), 'balance', paid_at,
      CASE WHEN status >= 3 THEN paid_at + interval '2 hours' END,
      CASE WHEN status >= 3 THEN 'DHL' ELSE '' END, CASE WHEN status >= 3 THEN 'JD' || lpad(oid::text, 10, '0') ELSE '' END,
      CASE WHEN status >= 3 THEN paid_at + interval '1 day' END,
      CASE WHEN status = 5 THEN paid_at + interval '6 days' END, CASE WHEN status = 5 THEN paid_at + interval '7 days' END,
      paid_at - interval '5 minutes'
    FROM seed_orders`);
  await db.execute(sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders))`);
  await db.execute(sql`INSERT INTO order_lines (order_id, seller_goods_id, name, image, unit_price, qty, amount)
    SELECT oid, sg_id, name, image, unit, qty, unit * qty FROM seed_orders`);
  await db.execute(sql`INSERT INTO sales (seller_goods_id, store_id, qty, order_id, created_at) SELECT sg_id, store_id, qty, oid, paid_at FROM seed_orders`);
  await db.execute(sql`INSERT INTO order_logs (order_id, event, note, created_at)
    SELECT oid, e.event, e.note, e.at FROM seed_orders so CROSS JOIN LATERAL (VALUES
      ('placed', '', so.paid_at - interval '5 minutes', 1), ('paid', '', so.paid_at, 1), ('confirmed', '', so.paid_at + interval '2 hours', 3),
      ('shipped', 'DHL JD' || lpad(so.oid::text, 10, '0'), so.paid_at + interval '1 day', 3),
      ('received', '', so.paid_at + interval '6 days', 5), ('reviewed', '', so.paid_at + interval '7 days', 5), ('completed', '', so.paid_at + interval '7 days', 5)
    ) AS e(event, note, at, min_status) WHERE so.status >= e.min_status ORDER BY oid, e.at`);

  // Each received order's line reviewed by its buyer a day after receipt: mostly good, some medium and bad.
  await db.execute(sql`INSERT INTO evaluations (seller_goods_id, store_id, user_id, user_name, avatar, country_name, evaluation_type, rating, content, images, attributes, status, order_id, order_line_id, created_at)
    SELECT so.sg_id, so.store_id, so.user_id, so.user_name, so.avatar, so.country, t.typ,
      CASE t.typ WHEN 1 THEN 4 + mall_seed_r(so.oid, 53) % 2 WHEN 2 THEN 3 ELSE 1 + mall_seed_r(so.oid, 53) % 2 END,
      CASE t.typ WHEN 1 THEN (${arr(o.good)})[1 + mall_seed_r(so.oid, 29) % ${o.good.length}::int]
        WHEN 2 THEN (${arr(o.medium)})[1 + mall_seed_r(so.oid, 29) % ${o.medium.length}::int]
        ELSE (${arr(o.bad)})[1 + mall_seed_r(so.oid, 29) % ${o.bad.length}::int] END,
      CASE WHEN mall_seed_r(so.oid, 30) % 4 = 0 THEN ARRAY[(${arr(o.productImages)})[1 + mall_seed_r(so.oid, 31) % ${o.productImages.length}::int]] ELSE '{}'::text[] END,
      '[]', 'passed', so.oid, l.id, so.paid_at + interval '7 days'
    FROM seed_orders so JOIN order_lines l ON l.order_id = so.oid
    CROSS JOIN LATERAL (SELECT CASE WHEN mall_seed_r(so.oid, 33) % 10 < 8 THEN 1 WHEN mall_seed_r(so.oid, 33) % 10 = 8 THEN 2 ELSE 3 END AS typ) t
    WHERE so.status = 5`);

  // Money: each shopper recharged once on signing up (their orders' totals and 500 more); every order paid
  // from the wallet into escrow; every received order settled to the seller less the commission.
  await db.execute(sql`INSERT INTO ledger_accounts (code, type) VALUES ('custody', 'asset'), ('escrow', 'liability'), ('fees', 'revenue') ON CONFLICT (code) DO NOTHING`);
  await db.execute(sql`INSERT INTO ledger_accounts (code, type, owner_kind, owner_id)
    SELECT DISTINCT 'user:' || user_id, 'liability', 'user', user_id FROM seed_orders
    UNION SELECT DISTINCT 'seller:' || seller_id, 'liability', 'seller', seller_id FROM seed_orders WHERE status = 5
    ON CONFLICT (code) DO NOTHING`);
  await db.execute(sql`INSERT INTO recharges (order_no, owner_kind, owner_id, kind, coin, blockchain_name, volume, rate, amount, fee, actual_amount, state, reviewer, reviewed_at, created_at)
    SELECT 'R' || to_char(u.created_at AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad(nextval('business_no_seq')::text, 8, '0'), 'user', u.id, 'chain', 'USDT', 'TRC20',
      s.spent + 500, 1, s.spent + 500, 0, s.spent + 500, 1, 'demo seed', u.created_at + interval '1 hour', u.created_at + interval '30 minutes'
    FROM (SELECT user_id, sum(unit * qty + freight) AS spent FROM seed_orders GROUP BY user_id) s JOIN users u ON u.id = s.user_id`);
  await db.execute(sql`INSERT INTO ledger_transactions (key, kind, memo, ref, created_at)
    SELECT 'recharge:' || order_no, 'recharge', 'i18n:wallet:ledgerMemo.recharge', order_no, reviewed_at FROM recharges WHERE reviewer = 'demo seed'
    UNION ALL SELECT 'order:' || so.oid || ':pay', 'payment', 'i18n:wallet:ledgerMemo.orderPayment', o2.order_no, so.paid_at FROM seed_orders so JOIN orders o2 ON o2.id = so.oid
    UNION ALL SELECT 'order:' || so.oid || ':settle', 'income', 'i18n:wallet:ledgerMemo.orderSettled', o2.order_no, o2.received_at FROM seed_orders so JOIN orders o2 ON o2.id = so.oid WHERE so.status = 5`);
  await db.execute(sql`INSERT INTO ledger_postings (tx_id, account_id, amount, balance_after, created_at)
    SELECT t.id, a.id, p.amount, 0, t.created_at FROM (
      SELECT 'recharge:' || r.order_no AS key, 'custody' AS code, r.amount FROM recharges r WHERE r.reviewer = 'demo seed'
      UNION ALL SELECT 'recharge:' || r.order_no, 'user:' || r.owner_id, -r.amount FROM recharges r WHERE r.reviewer = 'demo seed'
      UNION ALL SELECT 'order:' || o2.id || ':pay', 'user:' || o2.user_id, o2.total FROM orders o2 JOIN seed_orders so ON so.oid = o2.id
      UNION ALL SELECT 'order:' || o2.id || ':pay', 'escrow', -o2.total FROM orders o2 JOIN seed_orders so ON so.oid = o2.id
      UNION ALL SELECT 'order:' || o2.id || ':settle', 'escrow', o2.total FROM orders o2 JOIN seed_orders so ON so.oid = o2.id WHERE so.status = 5
      UNION ALL SELECT 'order:' || o2.id || ':settle', 'seller:' || so.seller_id, -(o2.total - o2.commission) FROM orders o2 JOIN seed_orders so ON so.oid = o2.id WHERE so.status = 5
      UNION ALL SELECT 'order:' || o2.id || ':settle', 'fees', -o2.commission FROM orders o2 JOIN seed_orders so ON so.oid = o2.id WHERE so.status = 5 AND o2.commission > 0
    ) p JOIN ledger_transactions t ON t.key = p.key JOIN ledger_accounts a ON a.code = p.code`);
  // Running balances in time order, and each account's balance on its normal side (debits for assets).
  await db.execute(sql`UPDATE ledger_postings p SET balance_after = x.b FROM (
      SELECT p2.id, (CASE WHEN a.type = 'asset' THEN 1 ELSE -1 END) * sum(p2.amount) OVER (PARTITION BY p2.account_id ORDER BY p2.created_at, p2.id) AS b
      FROM ledger_postings p2 JOIN ledger_accounts a ON a.id = p2.account_id) x WHERE x.id = p.id`);
  await db.execute(sql`UPDATE ledger_accounts a SET balance = (CASE WHEN a.type = 'asset' THEN 1 ELSE -1 END) * COALESCE((SELECT sum(amount) FROM ledger_postings WHERE account_id = a.id), 0)`);

  // Store and product page views recorded per Shanghai day: a few times each day's orders, plus browsing that bought nothing.
  await db.execute(sql`INSERT INTO store_daily_stats (store_id, day, views)
    SELECT v.store_id, v.day, v.views FROM (
      SELECT st.id AS store_id, to_char((now() AT TIME ZONE 'Asia/Shanghai')::date - d, 'YYYY-MM-DD') AS day,
        COALESCE(n.orders, 0) * (6 + mall_seed_r(st.id * 97 + d, 45) % 20) + mall_seed_r(st.id * 97 + d, 46) % 9 AS views
      FROM stores st CROSS JOIN generate_series(0, 89) d
      LEFT JOIN (SELECT store_id, to_char(paid_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, count(*)::int AS orders FROM seed_orders GROUP BY 1, 2) n
        ON n.store_id = st.id AND n.day = to_char((now() AT TIME ZONE 'Asia/Shanghai')::date - d, 'YYYY-MM-DD')
    ) v WHERE v.views > 0
    ON CONFLICT (store_id, day) DO UPDATE SET views = store_daily_stats.views + EXCLUDED.views`);
  await db.execute(sql`DROP TABLE seed_orders`);
}
