import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite({ dataDir: '/tmp/mall-bench-50k/pglite', extensions: { pg_trgm } });
await db.waitReady;
for (const q of process.argv.slice(2)) { for (let i=0;i<2;i++) { const r = await db.query('EXPLAIN (ANALYZE, BUFFERS) '+q); if (i) console.log(r.rows.map(x=>x['QUERY PLAN']).join('\n')); } }
await db.close();
