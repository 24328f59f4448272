import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import type { CardRow, CategoryRow, StoreRow } from './card-shapes';


export interface ListFilter {
  categoryIds?: number[];
  storeId?: number;
  isRec?: boolean;
  isNew?: boolean;
  isHot?: boolean;
  discount?: boolean;
  /** Trigram match against every name of the product. */
  keyword?: string;
  /** Exclude one product (you-may-like). */
  notId?: number;
  /** Only goods of stores the platform recommends. */
  recStores?: boolean;
}
export type ListOrder = 'new' | 'sold' | 'price_asc' | 'price_desc' | 'relevance';

function where(f: ListFilter): SQL {
  const parts: SQL[] = [sql`sg.visible`];
  if (f.categoryIds?.length) parts.push(sql`sg.category_id IN (${sql.join(f.categoryIds.map((c) => sql`${c}`), sql`, `)})`);
  if (f.storeId) parts.push(sql`sg.store_id = ${f.storeId}`);
  if (f.isRec) parts.push(sql`sg.is_rec`);
  if (f.isNew) parts.push(sql`sg.is_new`);
  if (f.isHot) parts.push(sql`sg.is_hot`);
  if (f.discount) parts.push(sql`sg.discount_price IS NOT NULL`);
  if (f.notId) parts.push(sql`sg.id <> ${f.notId}`);
  if (f.recStores) parts.push(sql`sg.store_id IN (SELECT st.id FROM stores st WHERE st.is_rec AND st.status = 'active')`);
  if (f.keyword) {
    // Trigram (partial words, CJK, Thai) or full text (several words in any order).
    const k = f.keyword.toLowerCase();
    parts.push(sql`(sg.search_text LIKE ${`%${escapeLike(k)}%`} OR to_tsvector('simple', sg.search_text) @@ plainto_tsquery('simple', ${k}))`);
  }
  return sql.join(parts, sql` AND `);
}

function orderBy(o: ListOrder): SQL {
  switch (o) {
    case 'sold': return sql`sg.sold_num DESC, sg.id DESC`;
    case 'price_asc': return sql`COALESCE(sg.discount_price, sg.selling_price) ASC, sg.id`;
    case 'price_desc': return sql`COALESCE(sg.discount_price, sg.selling_price) DESC, sg.id`;
    case 'relevance': return sql`sg.sold_num DESC, sg.id DESC`;
    default: return sql`sg.id DESC`;
  }
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Every visible id of a filter in list order (up to `cap`), and the total. Lists are served as
 * slices of this, so one query answers every page of a filter while it is cached.
 */
export async function orderedIds(db: Db, f: ListFilter, order: ListOrder, cap: number): Promise<{ ids: number[]; total: number }> {
  const w = where(f);
  const idRows = await rows<{ id: number }>(db, sql`SELECT sg.id FROM seller_goods sg WHERE ${w} ORDER BY ${orderBy(order)} LIMIT ${cap}`);
  const ids = idRows.map((r) => Number(r.id));
  if (ids.length < cap) return { ids, total: ids.length };
  const [c] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM seller_goods sg WHERE ${w}`);
  return { ids, total: Number(c?.n ?? ids.length) };
}

/** One page of visible goods ids and the total, using the seller_goods indexes only. */
export async function pageIds(db: Db, f: ListFilter, order: ListOrder, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
  const w = where(f);
  const [idRows, countRows] = await Promise.all([
    rows<{ id: number }>(db, sql`SELECT sg.id FROM seller_goods sg WHERE ${w} ORDER BY ${orderBy(order)} LIMIT ${limit} OFFSET ${offset}`),
    rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM seller_goods sg WHERE ${w}`),
  ]);
  return { ids: idRows.map((r) => Number(r.id)), total: Number(countRows[0]?.n ?? 0) };
}

/** Cards of the given ids, in that order, named in the language (English fallback). */
export async function cards(db: Db, ids: number[], lang: string): Promise<CardRow[]> {
  if (!ids.length) return [];
  const list = sql.join(ids.map((i) => sql`${i}`), sql`, `);
  const found = await rows<CardRow>(db, sql`
    SELECT sg.id, COALESCE(gi.name, g.name) AS name, g.images, sg.selling_price, sg.discount_price, sg.sold_num,
      false AS is_keep, s.id AS store_id, s.name AS store_name, sg.category_id
    FROM seller_goods sg
    JOIN goods g ON g.id = sg.goods_id
    JOIN stores s ON s.id = sg.store_id
    LEFT JOIN goods_i18n gi ON gi.goods_id = g.id AND gi.lang = ${lang}
    WHERE sg.id IN (${list})`);
  const byId = new Map(found.map((r) => [Number(r.id), { ...r, id: Number(r.id), images: r.images ?? [] }]));
  return ids.map((i) => byId.get(i)).filter((r): r is CardRow => Boolean(r));
}

/** Which of these goods the user keeps. */
export async function keptAmong(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const r = await rows<{ id: number }>(db, sql`SELECT seller_goods_id AS id FROM keep_goods WHERE user_id = ${userId} AND seller_goods_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  return new Set(r.map((x) => Number(x.id)));
}

const STORE_COLS = sql`s.id, s.name, s.avatar, s.goods_num, s.sold_num, s.views_num, s.focus_num, s.review_num, s.good_review_num`;

export async function storePage(db: Db, opts: { isRec?: boolean; keyword?: string }, limit: number, offset: number): Promise<{ rows: StoreRow[]; total: number }> {
  const parts: SQL[] = [sql`s.status = 'active'`];
  if (opts.isRec) parts.push(sql`s.is_rec`);
  if (opts.keyword) parts.push(sql`lower(s.name) LIKE ${`%${escapeLike(opts.keyword.toLowerCase())}%`}`);
  const w = sql.join(parts, sql` AND `);
  const [list, count] = await Promise.all([
    rows<StoreRow>(db, sql`SELECT ${STORE_COLS} FROM stores s WHERE ${w} ORDER BY s.sold_num DESC, s.id LIMIT ${limit} OFFSET ${offset}`),
    rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM stores s WHERE ${w}`),
  ]);
  return { rows: list, total: Number(count[0]?.n ?? 0) };
}

export async function storeById(db: Db, id: number): Promise<(StoreRow & Record<string, unknown>) | undefined> {
  const [r] = await rows<StoreRow & Record<string, unknown>>(db, sql`SELECT s.* , ${STORE_COLS} FROM stores s WHERE s.id = ${id} AND s.status = 'active'`);
  return r;
}

export async function categoryRows(db: Db, lang: string, onlyIds?: number[]): Promise<(CategoryRow & { level: number; sort: number; is_rec: boolean })[]> {
  const filter = onlyIds ? (onlyIds.length ? sql`WHERE c.id IN (${sql.join(onlyIds.map((i) => sql`${i}`), sql`, `)})` : sql`WHERE false`) : sql``;
  return rows(db, sql`SELECT c.id, c.parent_id, COALESCE(ci.name, c.name) AS name, c.des, c.icon_img, c.level, c.sort, c.is_rec
    FROM categories c LEFT JOIN category_i18n ci ON ci.category_id = c.id AND ci.lang = ${lang} ${filter} ORDER BY c.level, c.sort, c.id`);
}

/** A category and every category below it. */
export async function categoryWithDescendants(db: Db, id: number): Promise<number[]> {
  const r = await rows<{ id: number }>(db, sql`
    WITH RECURSIVE t(id) AS (SELECT id FROM categories WHERE id = ${id} UNION ALL SELECT c.id FROM categories c JOIN t ON c.parent_id = t.id)
    SELECT id FROM t`);
  return r.map((x) => Number(x.id));
}
