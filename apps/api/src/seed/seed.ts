import { PRESET_AVATARS } from '@mall/contract/account';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { hashPassword } from '../core/passwords';
import { rows } from '../db/rows';
import { seedHistory } from './history';
import { writeSeedImages } from './images';
import * as W from './words';
import { CATALOGUE_WORDS, COLOUR_EN, categoryNames } from './catalogue-words';
import { toChecksumAddress, tronAddressOf } from '@mall/domain/chain-address';

/** 20 deterministic bytes for a demo address. */
const demoBytes = (n: number) => Uint8Array.from({ length: 20 }, (_v, i) => (i * 37 + n * 101) % 256);

export interface SeedOptions {
  products: number;
  password: string;
  dataDir: string;
  progress: (step: string, done?: number, total?: number) => void;
}

const arr = (xs: string[]) => sql.raw(`ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** True once demo data (or any catalogue) exists. */
export async function hasCatalogue(db: Db): Promise<boolean> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM seller_goods`);
  return Number(r.n) > 0;
}

/**
 * Fills the database with deterministic demo data. Bulk inserts run in SQL (generate_series with a
 * hash as the "random" source, so every run gives the same data). Counters are recomputed from the
 * records at the end: nothing is set by hand.
 */
export async function seed(db: Db, o: SeedOptions): Promise<void> {
  const N = o.products;
  const STORES = Math.max(500, Math.min(2000, Math.ceil(N / 80)));
  const step = async (name: string, q: ReturnType<typeof sql>) => { o.progress(name); await db.execute(q); };

  o.progress('pictures');
  const img = writeSeedImages(o.dataDir);
  await db.execute(sql`CREATE OR REPLACE FUNCTION mall_seed_r(i int, salt int) RETURNS int AS $$ SELECT (hashint4(((i::bigint * 7919 + salt) % 2147483647)::int)::bigint & 2147483647)::int $$ LANGUAGE sql IMMUTABLE`);
  // Bulk load without per-row triggers; the counters are recomputed from the records afterwards.
  await db.execute(sql`SET session_replication_role = replica`);
  let deferred: { name: string; def: string }[] = [];
  try {
    await step('warehouses', sql`INSERT INTO warehouses (name, address) VALUES ('Shenzhen', 'Bao''an District, Shenzhen, China'), ('Rotterdam', 'Maasvlakte, Rotterdam, Netherlands'), ('Los Angeles', 'Carson, California, USA')`);

    o.progress('categories');
    let icon = 0;
    for (const [ti, [top, subs]] of W.TOP_CATEGORIES.entries()) {
      const [t] = await rows<{ id: number }>(db, sql`INSERT INTO categories (name, level, sort, is_rec, icon_img, des) VALUES (${top}, 1, ${ti}, true, ${img.icons[icon++ % img.icons.length]}, ${`Everything in ${top.toLowerCase()}`}) RETURNING id`);
      await nameCategory(db, t.id, categoryNames(ti));
      for (const [si, sub] of subs.entries()) {
        const [m] = await rows<{ id: number }>(db, sql`INSERT INTO categories (name, parent_id, level, sort, is_rec, icon_img) VALUES (${sub}, ${t.id}, 2, ${si}, ${si === 0}, ${img.icons[(ti + si) % img.icons.length]}) RETURNING id`);
        await nameCategory(db, m.id, categoryNames(ti, si));
        for (const [li, leaf] of W.LEAF_SUFFIX.entries()) {
          const [l] = await rows<{ id: number }>(db, sql`INSERT INTO categories (name, parent_id, level, sort, icon_img) VALUES (${`${sub} ${leaf.toLowerCase()}`}, ${m.id}, 3, ${li}, ${img.icons[(ti + si + li) % img.icons.length]}) RETURNING id`);
          await nameCategory(db, l.id, categoryNames(ti, si, li));
        }
      }
    }
    const leaves = (await rows<{ id: number }>(db, sql`SELECT id FROM categories WHERE level = 3 ORDER BY id`)).map((r) => Number(r.id));

    o.progress('sellers and stores');
    const sellerHash = await hashPassword(o.password);
    await db.execute(sql`INSERT INTO sellers (email, password_hash, name, store_name)
      SELECT CASE WHEN i = 1 THEN 'seller@demo.mall' ELSE 'seller' || i || '@demo.mall' END, ${sellerHash}, 'Seller ' || i,
        (${arr(W.STORE_A)})[1 + mall_seed_r(i, 1) % ${W.STORE_A.length}::int] || ' ' || (${arr(W.STORE_B)})[1 + mall_seed_r(i, 2) % ${W.STORE_B.length}::int] || ' ' || i
      FROM generate_series(1, ${STORES}::int) i ON CONFLICT (email) DO NOTHING`);
    await db.execute(sql`INSERT INTO stores (seller_id, name, avatar, banner1, remark, status, is_rec)
      SELECT s.id, s.store_name, (${arr(img.avatars)})[1 + s.id % ${img.avatars.length}::int], (${arr(img.banners)})[1 + s.id % ${img.banners.length}::int],
        'Welcome to ' || s.store_name || '. We ship within 24 hours from our partner warehouses.', 'active', mall_seed_r(s.id, 3) % 20 = 0
      FROM sellers s WHERE s.email LIKE '%@demo.mall' ON CONFLICT (seller_id) DO NOTHING`);
    const storeIds = (await rows<{ id: number }>(db, sql`SELECT id FROM stores ORDER BY id`)).map((r) => Number(r.id));

    // The secondary indexes of the listing and of the search index are built once after the load
    // and the derived columns: kept during it, every row would update them several times.
    deferred = (await rows<{ name: string; def: string }>(db, sql`SELECT indexname AS name, indexdef AS def FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename IN ('seller_goods', 'search_postings', 'search_terms')
        AND indexname NOT IN (SELECT conname FROM pg_constraint)`));
    for (const ix of deferred) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${ix.name}"`));

    const CHUNK = 10_000;
    for (let from = 1; from <= N; from += CHUNK) {
      const to = Math.min(N, from + CHUNK - 1);
      o.progress('products', to, N);
      await db.execute(sql`INSERT INTO goods (id, category_id, name, des, images, price, freight_amount)
        SELECT i, (${sql.raw(`ARRAY[${leaves.join(',')}]`)})[1 + mall_seed_r(i, 4) % ${leaves.length}::int],
          (${arr(W.ADJ)})[1 + mall_seed_r(i, 5) % ${W.ADJ.length}::int] || ' ' || (${arr(W.MAT)})[1 + mall_seed_r(i, 6) % ${W.MAT.length}::int] || ' ' || (${arr(W.NOUN)})[1 + mall_seed_r(i, 7) % ${W.NOUN.length}::int] || ' ' || i,
          '<p>Quality product from our partner warehouses, ships within 24 hours.</p><p>Model ' || i || '.</p>',
          ARRAY[(${arr(img.products)})[1 + mall_seed_r(i, 8) % ${img.products.length}::int], (${arr(img.products)})[1 + mall_seed_r(i, 9) % ${img.products.length}::int], (${arr(img.products)})[1 + mall_seed_r(i, 10) % ${img.products.length}::int]],
          round((5 + mall_seed_r(i, 11) % 29500 / 100.0)::numeric, 2), round((mall_seed_r(i, 12) % 800 / 100.0)::numeric, 2)
        FROM generate_series(${from}::int, ${to}::int) i`);
      for (const [lang, a, m, n] of [['cn', W.ADJ_CN, W.MAT_CN, W.NOUN_CN], ['ja', W.ADJ_JA, W.MAT_JA, W.NOUN_JA], ['th', W.ADJ_TH, W.MAT_TH, W.NOUN_TH]] as const) {
        const sep = lang === 'th' ? ' ' : '';
        await db.execute(sql`INSERT INTO goods_i18n (goods_id, lang, name)
          SELECT i, ${lang}, (${arr([...a])})[1 + mall_seed_r(i, 5) % ${a.length}::int] || ${sep} || (${arr([...m])})[1 + mall_seed_r(i, 6) % ${m.length}::int] || ${sep} || (${arr([...n])})[1 + mall_seed_r(i, 7) % ${n.length}::int] || ' ' || i
          FROM generate_series(${from}::int, ${to}::int) i`);
      }
      await db.execute(sql`INSERT INTO goods_stock (goods_id, warehouse_id, qty)
        SELECT i, w.id, mall_seed_r(i, 13 + w.id) % 500 FROM generate_series(${from}::int, ${to}::int) i CROSS JOIN warehouses w`);
      // Store 1 belongs to seller@demo.mall and lists every 50th product; the rest spread over all stores.
      // The search text (every name and the store's) is written with the row, not by a later update.
      await db.execute(sql`INSERT INTO seller_goods (id, store_id, goods_id, category_id, selling_price, discount_price, buy_min, stock, is_shelf, visible, is_rec, is_new, created_at, search_text)
        SELECT l.i, l.store_id, l.i, g.category_id, round(g.price * (1.1 + (mall_seed_r(l.i, 15) % 40) / 100.0), 2),
          CASE WHEN mall_seed_r(l.i, 16) % 5 = 0 THEN round(g.price * (0.8 + (mall_seed_r(l.i, 17) % 25) / 100.0), 2) END,
          1 + (CASE WHEN mall_seed_r(l.i, 18) % 10 = 0 THEN mall_seed_r(l.i, 19) % 10 ELSE 0 END), 20 + mall_seed_r(l.i, 20) % 480,
          true, true, mall_seed_r(l.i, 21) % 20 = 0, l.i > ${N - Math.max(12, Math.floor(N / 20))}::int,
          now() - ((${N}::int - l.i) || ' minutes')::interval,
          lower(g.name || ' ' || COALESCE(x.names, '') || ' ' || st.name)
        FROM (SELECT i, CASE WHEN i % 50 = 0 THEN ${storeIds[0]} ELSE (${sql.raw(`ARRAY[${storeIds.join(',')}]`)})[1 + mall_seed_r(i, 14) % ${storeIds.length}::int] END AS store_id
              FROM generate_series(${from}::int, ${to}::int) i) l
        JOIN goods g ON g.id = l.i JOIN stores st ON st.id = l.store_id
        LEFT JOIN (SELECT goods_id, string_agg(name, ' ' ORDER BY lang) AS names FROM goods_i18n WHERE goods_id BETWEEN ${from}::int AND ${to}::int GROUP BY goods_id) x ON x.goods_id = l.i`);
    }
    // A discount must be below the selling price.
    await db.execute(sql`UPDATE seller_goods SET discount_price = NULL WHERE discount_price >= selling_price`);
    await db.execute(sql`SELECT setval(pg_get_serial_sequence('goods', 'id'), (SELECT max(id) FROM goods))`);
    await db.execute(sql`SELECT setval(pg_get_serial_sequence('seller_goods', 'id'), (SELECT max(id) FROM seller_goods))`);

    o.progress('variants');
    await db.execute(sql`INSERT INTO goods_attrs (goods_id, name, sort) SELECT i, 'Colour', 0 FROM generate_series(10, ${N}::int, 10) i`);
    await db.execute(sql`INSERT INTO goods_attr_values (attr_id, name, icon_img, sort)
      SELECT a.id, c.name, (${arr(img.products)})[1 + (a.goods_id + c.k) % ${img.products.length}::int], c.k FROM goods_attrs a
      CROSS JOIN (VALUES (0, 'Red'), (1, 'Blue'), (2, 'Black')) AS c(k, name)`);
    await nameVariants(db);
    await db.execute(sql`INSERT INTO seller_goods_skus (seller_goods_id, attr_value_ids, selling_price, discount_price, img, stock)
      SELECT a.goods_id, ARRAY[v.id], sg.selling_price + v.sort, CASE WHEN sg.discount_price IS NOT NULL THEN sg.discount_price + v.sort END, v.icon_img, 5 + mall_seed_r(v.id, 22) % 100
      FROM goods_attrs a JOIN goods_attr_values v ON v.attr_id = a.id JOIN seller_goods sg ON sg.id = a.goods_id`);

    o.progress('order history');
    await seedHistory(db, {
      products: N, passwordHash: await hashPassword(o.password), reviewers: W.REVIEWERS, countries: W.COUNTRIES,
      good: W.REVIEWS_GOOD, medium: W.REVIEWS_MEDIUM, bad: W.REVIEWS_BAD, productImages: img.products, avatars: PRESET_AVATARS,
    });

    o.progress('banners');
    for (const [k, b] of img.banners.entries()) {
      const type = k < 6 ? 'pc' : 'h5';
      const imgType = k === 4 || k === 5 ? 0 : 1;
      await db.execute(sql`INSERT INTO banners (type, img_type, img_url, link, sort) VALUES (${type}, ${imgType}, ${b}, ${k % 2 ? '/discounted' : '/commodity'}, ${k})`);
    }

    o.progress('wallet channels');
    // USDT on TRC20 and ERC20. The deposit addresses are made up for the demo (valid formats that nobody holds keys to):
    // an operator replaces them with the platform's own in the admin finance screens before taking real money.
    await db.execute(sql`INSERT INTO wallet_channels (kind, coin, blockchain_name, address, rate, fee, recharge_min, recharge_max, withdraw_fee, withdraw_min, withdraw_max, sort)
      VALUES ('chain', 'USDT', 'TRC20', ${tronAddressOf(demoBytes(1))}, 1, 0, 10, 100000, 1, 10, 50000, 1),
             ('chain', 'USDT', 'ERC20', ${toChecksumAddress(`0x${Buffer.from(demoBytes(2)).toString('hex')}`)}, 1, 0, 10, 100000, 5, 20, 50000, 2)
      ON CONFLICT DO NOTHING`);

    o.progress('demo accounts');
    const buyerHash = await hashPassword(o.password);
    await db.execute(sql`INSERT INTO users (usercode, username, email, password_hash, invite_code, avatar)
      VALUES ('10000001', 'buyer@demo.mall', 'buyer@demo.mall', ${buyerHash}, 'DEMO01', '3') ON CONFLICT (username) DO NOTHING`);
    o.progress('counters');
    await recomputeCounters(db);
    await db.execute(sql`UPDATE seller_goods SET is_hot = true WHERE id IN (SELECT id FROM seller_goods ORDER BY sold_num DESC, id LIMIT ${Math.max(12, Math.floor(N / 50))}::int)`);
    await recountListings(db);
    o.progress('search index');
    await rebuildSearchIndex(db);
    // The updates above left dead copies of the rows they changed: reclaim them before indexing.
    await db.execute(sql`VACUUM seller_goods`);
  } finally {
    await db.execute(sql`SET session_replication_role = DEFAULT`);
  }

  // Two at a time: PostgreSQL builds a trigram (GIN) index on one core, so a btree beside it uses the
  // other (on PGlite the two take turns). The trigram indexes, the longest builds, start first.
  const queue = [...deferred].sort((a, b) => Number(/ USING gin /i.test(b.def)) - Number(/ USING gin /i.test(a.def)));
  let built = 0;
  const builder = async () => {
    for (let ix = queue.shift(); ix; ix = queue.shift()) {
      await db.execute(sql.raw(ix.def.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')));
      o.progress(`indexes of the listing`, ++built, deferred.length);
    }
  };
  // Both builders finish before a failure is reported: none is left running behind the error.
  const failed = (await Promise.allSettled([builder(), builder()])).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  await db.execute(sql`VACUUM ANALYZE`);
  o.progress('done');
}

/** A category's names in the other languages. */
async function nameCategory(db: Db, id: number, names: [string, string][]): Promise<void> {
  await db.execute(sql`INSERT INTO category_i18n (category_id, lang, name) VALUES ${sql.join(names.map(([lang, name]) => sql`(${id}, ${lang}, ${name})`), sql`, `)}`);
}

/** The colour attribute and its values in the other languages. */
async function nameVariants(db: Db): Promise<void> {
  const words = Object.entries(CATALOGUE_WORDS).map(([lang, w]) => [lang, w.colour.split('|')] as const);
  const attrNames = sql.join(words.map(([lang, w]) => sql`(${lang}, ${w[0]})`), sql`, `);
  await db.execute(sql`INSERT INTO goods_attr_i18n (attr_id, lang, name)
    SELECT a.id, t.lang, t.name FROM goods_attrs a CROSS JOIN (VALUES ${attrNames}) AS t(lang, name) WHERE a.name = ${COLOUR_EN[0]}`);
  const valueNames = sql.join(words.flatMap(([lang, w]) => w.slice(1).map((name, k) => sql`(${lang}, ${COLOUR_EN[k + 1]}, ${name})`)), sql`, `);
  await db.execute(sql`INSERT INTO goods_attr_value_i18n (value_id, lang, name)
    SELECT v.id, t.lang, t.name FROM goods_attr_values v JOIN goods_attrs a ON a.id = v.attr_id
    JOIN (VALUES ${valueNames}) AS t(lang, en, name) ON t.en = v.name WHERE a.name = ${COLOUR_EN[0]}`);
}

/** Sets every derived counter from its records (used after a bulk load; triggers keep them afterwards). */
export async function recomputeCounters(db: Db): Promise<void> {
  // Every listing's page-view row (a trigger adds it outside a bulk load).
  await db.execute(sql`INSERT INTO seller_goods_views (seller_goods_id) SELECT id FROM seller_goods ON CONFLICT (seller_goods_id) DO NOTHING`);
  // Only the rows whose figure is wrong are written (after a bulk load most have no sales and are visible).
  await db.execute(sql`UPDATE seller_goods sg SET sold_num = COALESCE(x.n, 0) FROM seller_goods sg2 LEFT JOIN (SELECT seller_goods_id, sum(qty)::int AS n FROM sales GROUP BY 1) x ON x.seller_goods_id = sg2.id
    WHERE sg2.id = sg.id AND sg.sold_num <> COALESCE(x.n, 0)`);
  // Each source is grouped once (a subquery per store would scan the listing once per store).
  await db.execute(sql`UPDATE stores st SET
      sold_num = COALESCE(a.n, 0), goods_num = COALESCE(b.n, 0), focus_num = COALESCE(c.n, 0),
      review_num = COALESCE(d.n, 0), good_review_num = COALESCE(d.good, 0)
    FROM stores s0
      LEFT JOIN (SELECT store_id, sum(qty)::int AS n FROM sales GROUP BY 1) a ON a.store_id = s0.id
      LEFT JOIN (SELECT store_id, count(*)::int AS n FROM seller_goods WHERE is_shelf GROUP BY 1) b ON b.store_id = s0.id
      LEFT JOIN (SELECT store_id, count(*)::int AS n FROM focus_seller GROUP BY 1) c ON c.store_id = s0.id
      LEFT JOIN (SELECT store_id, count(*)::int AS n, count(*) FILTER (WHERE evaluation_type = 1)::int AS good FROM evaluations WHERE status = 'passed' GROUP BY 1) d ON d.store_id = s0.id
    WHERE s0.id = st.id`);
  await db.execute(sql`UPDATE seller_goods sg SET visible = sg.is_shelf AND s.status = 'active' FROM stores s WHERE s.id = sg.store_id AND sg.visible <> (sg.is_shelf AND s.status = 'active')`);
  await recountListings(db);
}

/**
 * The search index from the listing: each distinct word of the visible goods' names with how many
 * have it, and each word's goods in their list orders (the trigger keeps both afterwards).
 */
export async function rebuildSearchIndex(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE search_postings, search_terms RESTART IDENTITY`);
  // Each listing's words are worked out once, into a scratch table (the pool answers statements on
  // several connections, so not a temporary one), in four parts at once: on PostgreSQL they run on
  // as many connections, and working out the words is most of the time this takes.
  await db.execute(sql`DROP TABLE IF EXISTS seed_words`);
  await db.execute(sql`CREATE UNLOGGED TABLE seed_words (goods_id integer, w text, sold_num integer, sort_price numeric(20, 10))`);
  const [range] = await rows<{ lo: number; hi: number }>(db, sql`SELECT COALESCE(min(id), 0) AS lo, COALESCE(max(id), 0) AS hi FROM seller_goods`);
  const [lo, hi] = [Number(range.lo), Number(range.hi)];
  const part = Math.ceil((hi - lo + 1) / 4);
  await Promise.all([0, 1, 2, 3].map((k) => db.execute(sql`INSERT INTO seed_words
    SELECT sg.id, w, sg.sold_num, sg.sort_price FROM seller_goods sg, unnest(mall_search_terms_of(sg.search_text)) w
    WHERE sg.visible AND sg.id BETWEEN ${lo + k * part}::int AND ${lo + (k + 1) * part - 1}::int`)));
  await db.execute(sql`INSERT INTO search_terms (term, n) SELECT w, count(*) FROM seed_words GROUP BY w`);
  await db.execute(sql`INSERT INTO search_postings (term_id, goods_id, sold_num, sort_price)
    SELECT st.id, x.goods_id, x.sold_num, x.sort_price FROM seed_words x JOIN search_terms st ON st.term = x.w`);
  await db.execute(sql`DROP TABLE seed_words`);
}

/**
 * How many visible goods each category has per combination of flags, and each block of the list
 * orders' keys (the triggers keep both afterwards; the recount is the database's own function).
 */
export async function recountListings(db: Db): Promise<void> {
  await db.execute(sql`SELECT mall_recount_listings()`);
}
