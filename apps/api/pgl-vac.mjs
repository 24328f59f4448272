import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite({ dataDir: '/tmp/mall-bench-50k/pglite', extensions: { pg_trgm } });
console.log((await db.query(`select n_dead_tup, n_live_tup, n_tup_hot_upd, n_tup_upd, last_vacuum from pg_stat_user_tables where relname='seller_goods'`)).rows);
console.log((await db.query(`select relallvisible, relpages from pg_class where relname='seller_goods'`)).rows);
if (process.argv[2]==='vac') { const t=performance.now(); await db.exec('VACUUM (ANALYZE) seller_goods'); console.log('vacuum ms', performance.now()-t); console.log((await db.query(`select relallvisible, relpages from pg_class where relname='seller_goods'`)).rows); }
await db.close();
