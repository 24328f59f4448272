// `pnpm --filter @mall/api explain`: runs the catalogue repository's list and search queries, as the
// server issues them, under EXPLAIN ANALYZE on the database selected by DATA_DIR / DATABASE_URL (a
// seeded one, with the server stopped for PGlite), and prints each plan with its time. This is how the
// indexes and queries were chosen; run it after changing either.
import { sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { openDatabase, type Db } from '../src/db/client';
import { rows } from '../src/db/rows';
import { cards, listRead, searchRead, storePage, type ListFilter, type ListOrder } from '../src/modules/catalogue/repo';

/**
 * A stand-in database that explains each statement before answering it, and keeps the plans. It
 * hides its driver, so that prepared reads come to it as ordinary statements (planned for their values
 * here, where the server keeps one plan for any values).
 */
function explaining(db: Db, plans: string[][]): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === '$client') return undefined;
      if (prop !== 'execute') return Reflect.get(target, prop, receiver) as unknown;
      // The statement's own rows go back too, so that the reads after it follow the server's path.
      return async (q: SQL) => {
        const plan = await rows<{ 'QUERY PLAN': string }>(target, sql`EXPLAIN (ANALYZE, BUFFERS) ${q}`);
        plans.push(plan.map((r) => r['QUERY PLAN']));
        return { rows: await rows(target, q) };
      };
    },
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  const { db } = database;
  const [cat] = await rows<{ id: number }>(db, sql`SELECT category_id AS id FROM seller_goods GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const [store] = await rows<{ id: number }>(db, sql`SELECT store_id AS id FROM seller_goods GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM seller_goods WHERE visible`);
  const cases: [string, ListFilter, ListOrder, number][] = [
    ['first page', {}, 'new', 0],
    ['category, newest', { categoryIds: [Number(cat.id)] }, 'new', 100],
    ['category, price', { categoryIds: [Number(cat.id)] }, 'price_asc', 100],
    ['store, newest', { storeId: Number(store.id) }, 'new', 40],
    ['discount + hot, sold', { discount: true, isHot: true }, 'sold', 200],
    ['new, price desc', { isNew: true }, 'price_desc', 400],
    ['deep page, newest', {}, 'new', Math.floor(n * 0.8)],
    ['deep page, price', {}, 'price_asc', Math.floor(n * 0.8)],
    ['search "leather"', { keyword: 'leather' }, 'relevance', 0],
    ['search "teap" (partial)', { keyword: 'teap' }, 'relevance', 20],
    ['search "茶壶" (CJK)', { keyword: '茶壶' }, 'relevance', 0],
    ['search two words', { keyword: 'classic lamp' }, 'relevance', 0],
  ];
  for (const [name, f, order, offset] of cases) {
    const plans: string[][] = [];
    const started = performance.now();
    // A page is read with its cards. A search is counted with its page; a deep list page knows the
    // list's exact total, so it is read from the nearer end.
    if (f.keyword) await searchRead(explaining(db, plans), f, order, 20, offset, undefined, 'en');
    else await listRead(explaining(db, plans), f, order, 20, offset, offset > n / 2 ? n : undefined, 'en');
    process.stdout.write(`\n### ${name} (offset ${offset}) — ${(performance.now() - started).toFixed(1)} ms in all\n`);
    for (const p of plans) process.stdout.write(`${p.join('\n')}\n--\n`);
  }
  const plans: string[][] = [];
  await cards(explaining(db, plans), Array.from({ length: 20 }, (_, i) => i + 1), 'en');
  await storePage(explaining(db, plans), { keyword: 'shop' }, 5, 0);
  process.stdout.write(`\n### cards of 20, stores by keyword\n${plans.map((p) => p.join('\n')).join('\n--\n')}\n`);
  await database.close();
}

main().catch((e) => { process.stderr.write(`explain: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`); process.exit(1); });
