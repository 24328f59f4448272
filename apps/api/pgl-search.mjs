import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const db = new PGlite({ dataDir: '/tmp/mall-bench-50k/pglite', extensions: { pg_trgm } });
await db.waitReady;
const names = (await db.query(`SELECT COALESCE(gi.name, g.name) AS name FROM seller_goods sg JOIN goods g ON g.id=sg.goods_id LEFT JOIN goods_i18n gi ON gi.goods_id=g.id AND gi.lang = ANY('{cn,ja,th}') WHERE sg.id % 500 = 7`)).rows.map(r=>r.name);
const words = new Set();
for (const n of names) for (const w of n.split(/\s+/)) { if (!w || /^\d+$/.test(w)) continue; if (/^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]+$/u.test(w)) { words.add(w.slice(0, 2)); words.add(w.slice(1,4)); } else { words.add(w.toLowerCase()); if (w.length>4) words.add(w.toLowerCase().slice(0,3)); } }
const ws=[...words].slice(0,200);
for (const w of ws) { const c0 = (/^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]{1,2}$/.test(w)) ? `sg.search_cjk @> ARRAY['${w}']::text[]` : `sg.search_text LIKE '%${w.replace(/'/g,"''")}%'`; await db.query(`SELECT count(*) FROM (SELECT 1 FROM seller_goods sg WHERE sg.visible AND ${c0} LIMIT 1000) x`); }
const cjk=/^[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]{1,2}$/;
const cond = (w) => cjk.test(w) ? `sg.search_cjk @> ARRAY['${w}']::text[]` : `sg.search_text LIKE '%${w.replace(/'/g,"''")}%'`;
const res=[];
for (const w of ws) {
  const c = cond(w);
  let t=performance.now(); const p = await db.query(`SELECT sg.id FROM seller_goods sg WHERE sg.visible AND ${c} ORDER BY sg.sold_num DESC, sg.id DESC LIMIT 20 OFFSET 0`); const tp=performance.now()-t;
  t=performance.now(); const n = await db.query(`SELECT count(*)::int AS n FROM (SELECT 1 FROM seller_goods sg WHERE sg.visible AND ${c} LIMIT 1000) x`); const tc=performance.now()-t;
  res.push({w, rows:n.rows[0].n, page:tp.toFixed(1), count:tc.toFixed(1)});
}
res.sort((a,b)=>(b.page*1+b.count*1)-(a.page*1+a.count*1));
console.table(res.slice(0,25));
const tot = res.reduce((a,r)=>a+Number(r.page)+Number(r.count),0); console.log('avg ms', (tot/res.length).toFixed(2));
await db.close();
