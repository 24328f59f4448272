import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, pageRows, preparedRows, rows, type Conn, type Executor } from '../../db/rows';
import { banners, evaluations, sellerGoods } from '../../db/schema';
import type { CardRow, CategoryRow, StoreRow } from './card-shapes';

// The catalogue's SQL is in this file (what buyers read, and the view counts) and its parts
// `repo.<part>.ts`: favourites, the platform's management, the seller's store.

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

/** A Chinese, Japanese or Korean character, as `mall_cjk_pairs` finds them. */
const CJK = '[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]';
/** Two Chinese, Japanese or Korean characters: a word of the search index (`mall_cjk_pairs`). */
const CJK_PAIR = new RegExp(`^${CJK}{2}$`);

/** The words of a search, lower-cased, longest first (the most selective first), at most five. */
export function searchWords(keyword: string): string[] {
  const words = [...new Set(keyword.toLowerCase().split(/\s+/).filter(Boolean))];
  return words.sort((a, b) => b.length - a.length).slice(0, 5);
}

/** A list of ids as one array value, so the query's text is the same however many there are. */
const intArray = (ids: number[]) => sql`${`{${ids.map(Math.trunc).join(',')}}`}::int[]`;

function where(f: ListFilter): SQL {
  const parts: SQL[] = [sql`sg.visible`];
  // One category as an equality, so that its index gives the page in list order.
  if (f.categoryIds?.length === 1) parts.push(sql`sg.category_id = ${f.categoryIds[0]}`);
  else if (f.categoryIds?.length) parts.push(sql`sg.category_id = ANY(${intArray(f.categoryIds)})`);
  if (f.storeId) parts.push(sql`sg.store_id = ${f.storeId}`);
  if (f.isRec) parts.push(sql`sg.is_rec`);
  if (f.isNew) parts.push(sql`sg.is_new`);
  if (f.isHot) parts.push(sql`sg.is_hot`);
  if (f.discount) parts.push(sql`sg.discount_price IS NOT NULL`);
  if (f.notId) parts.push(sql`sg.id <> ${f.notId}`);
  if (f.recStores) parts.push(sql`sg.store_id IN (SELECT st.id FROM stores st WHERE st.is_rec AND st.status = 'active')`);
  if (f.keyword) {
    // Every word of the search, in any order, anywhere in the names (partial words, CJK, Thai): each
    // is a LIKE the trigram index answers from three characters. (A search by words alone is
    // answered by the search index, see indexedWords.)
    for (const w of searchWords(f.keyword)) parts.push(sql`sg.search_text LIKE ${containsPattern(w)}`);
  }
  return sql.join(parts, sql` AND `);
}

/**
 * What an order sorts by before the id (nothing for newest first), and which way; the listing and the
 * search index's postings name these columns alike.
 */
function orderKey(o: ListOrder): { col: 'sold_num' | 'sort_price' | null; dir: 'ASC' | 'DESC' } {
  switch (o) {
    case 'sold': case 'relevance': return { col: 'sold_num', dir: 'DESC' };
    case 'price_asc': return { col: 'sort_price', dir: 'ASC' };
    case 'price_desc': return { col: 'sort_price', dir: 'DESC' };
    default: return { col: null, dir: 'DESC' };
  }
}

/**
 * An order by its key then the id (`id` names the id column: the postings call it goods_id). Each
 * order ends on the id, so the same list read backwards is exactly its mirror.
 */
function orderBy(o: ListOrder, backwards = false, alias = 'sg', id = 'id'): SQL {
  const { col, dir } = orderKey(o);
  const d = backwards ? (dir === 'ASC' ? 'DESC' : 'ASC') : dir;
  return sql.raw(col ? `${alias}.${col} ${d}, ${alias}.${id} ${d}` : `${alias}.${id} ${d}`);
}

/** Search totals stop counting here: 50 pages of 20, more than anyone pages through. */
export const SEARCH_COUNT_CAP = 1000;

/** The columns an order sorts by (the id always). */
function orderColumns(o: ListOrder, alias = 'sg', id = 'id'): SQL {
  const { col } = orderKey(o);
  return sql.raw(col ? `${alias}.${id}, ${alias}.${col}` : `${alias}.${id}`);
}

/** Up to `upTo` matches of a search taken in one pass, how many there were, and a page sorted among them (with its cards in `lang`). */
async function matchesPage(db: Executor, f: ListFilter, order: ListOrder, limit: number, offset: number, upTo: number, lang: string | null = null): Promise<{ n: number; ids: number[]; cards: CardRow[] }> {
  const { head, cards: found } = await withCards<{ n: number }>(rows, db, sql`
    WITH m AS MATERIALIZED (SELECT ${orderColumns(order)} FROM seller_goods sg WHERE ${where(f)} LIMIT ${upTo})
    SELECT (SELECT count(*)::int FROM m) AS n, ARRAY(SELECT sg.id FROM m sg ORDER BY ${orderBy(order)} LIMIT ${limit} OFFSET ${offset}) AS ids`, lang, ['n']);
  return { n: Number(head.n), ids: head.ids, cards: found };
}

// ---- cards, in the same statement as the page they are for ----

/**
 * The cards of `ids` in `lang`, in order, as one JSON array of arrays (null for none): the driver reads
 * one value, not a row of ten columns (and an array of images) per card, which cost the embedded
 * engine's reader more than the query itself. Prices go as text, exact.
 */
const cardsJson = (ids: SQL, lang: string) => sql`(SELECT json_agg(json_build_array(c.id, c.name, c.images, c.selling_price::text,
    c.discount_price::text, c.sold_num, c.is_keep, c.store_id, c.store_name, c.category_id) ORDER BY c.k) FROM mall_cards(${ids}, ${lang}) c)`;

type CardTuple = [number, string, string[] | null, string, string | null, number, boolean, number, string, number];

/** The cards of a `cardsJson` value (which a driver may hand over as text or already read). */
function fromCardsJson(v: unknown): CardRow[] {
  const list = (typeof v === 'string' ? JSON.parse(v) : v) as CardTuple[] | null;
  return (list ?? []).map(([id, name, images, sellingPrice, discountPrice, soldNum, isKeep, storeId, storeName, categoryId]) => ({
    id: Number(id), name, images: images ?? [], selling_price: sellingPrice, discount_price: discountPrice,
    sold_num: soldNum, is_keep: isKeep, store_id: storeId, store_name: storeName, category_id: categoryId,
  }));
}

type Runner = <T>(db: Executor, query: SQL) => Promise<T[]>;

/**
 * A one-row query of a page (its `ids` and whatever else it says) run with the cards of those ids in
 * `lang`, in order, as one statement: a page read costs one round trip to the database, not two. With
 * no language, the page alone.
 */
async function withCards<H>(run: Runner, db: Executor, head: SQL, lang: string | null, columns: (keyof H & string)[] = []): Promise<{ head: H & { ids: number[] }; cards: CardRow[] }> {
  if (lang === null) {
    const [h] = await run<H & { ids: number[] }>(db, head);
    return { head: { ...h, ids: h.ids.map(Number) }, cards: [] };
  }
  // The page's ids are its cards' (a listing is never without its product and store), so the ids are
  // not read twice; `columns` of the head are.
  const [h] = await run<H & { cards: unknown }>(db, sql`SELECT ${sql.raw(columns.map((c) => `q.${c}, `).join(''))}${cardsJson(sql`q.ids`, lang)} AS cards
    FROM (${head}) q`);
  const list = fromCardsJson(h.cards);
  return { head: { ...h, ids: list.map((r) => r.id) }, cards: list };
}

// ---- the search index (search_terms, search_postings) ----

/**
 * The words of a search the search index answers: a search by words alone (no other filter), each of
 * three characters or more, or two CJK characters. Shorter words (and searches within a store or a
 * filter) match with LIKE on the listing.
 */
function indexedWords(f: ListFilter): string[] | null {
  // Any other filter set (whatever filters ListFilter gains) sends the search to the listing.
  if (!f.keyword || filtersSet(f).some((k) => k !== 'keyword')) return null;
  const words = searchWords(f.keyword);
  return words.length && words.every((w) => CJK_PAIR.test(w) || [...w].length >= 3) ? words : null;
}

/** Three or more CJK characters: a run the index holds only as pairs (and inside run-together words). */
const CJK_RUN = new RegExp(`^${CJK}{3,}$`);

/** The pairs of characters of a CJK run, as the index holds them. */
function pairsOf(run: string): string[] {
  const chars = [...run];
  return chars.slice(1).map((c, i) => chars[i] + c);
}

/**
 * What the index looks up for a search's words: the terms every match has, and the phrases a match's
 * text must also hold. A run of three or more CJK characters is looked up as its pairs, each a term of
 * its own, and checked whole on the listing's text: as a part of the catalogue's run-together words
 * it is inside hundreds of them, which the index could not merge cheaply.
 */
export function indexTerms(words: string[]): { terms: string[]; phrases: string[] } {
  const terms = new Set<string>();
  const phrases: string[] = [];
  for (const w of words) {
    if (!CJK_RUN.test(w)) { terms.add(w); continue; }
    phrases.push(w);
    for (const pair of pairsOf(w)) terms.add(pair);
  }
  return { terms: [...terms], phrases };
}

/** The filters set in `f`, by name (an empty list of categories is not a filter). */
function filtersSet(f: ListFilter): string[] {
  return Object.entries(f).filter(([, v]) => v !== undefined && v !== false && !(Array.isArray(v) && !v.length)).map(([k]) => k);
}

const raw = (v: number | boolean) => sql.raw(String(v));
const prepared: Runner = (db, query) => preparedRows(db, null, query);

/**
 * A search word inside more catalogue words than this (three CJK characters inside hundreds of
 * run-together names, say) would walk as many short posting lists, and counting them would read
 * thousands of postings: such a search reads the listing instead, which stops at the cap.
 */
const MOST_TERMS = 48;

/** At most this many postings of the leading word are read to count a search (eight pages of the cap). */
const COUNT_READS = 8 * SEARCH_COUNT_CAP;

/**
 * A search by the search index, in one statement:
 * - `a`: the catalogue words containing each search term, with how many visible goods have each;
 *   the term with the fewest postings leads;
 * - `partial`: when it is counted, whether only part of the lead's postings can be read to count it
 *   (more than COUNT_READS, and no total the terms' counts give: one word that is one catalogue
 *   word, or one of whose catalogue words alone passes the cap);
 * - `tried`: whether the index can answer: no term inside more than MOST_TERMS catalogue words, and
 *   the lead's postings all read, or a lead that is one catalogue word, counted until the cap passes;
 * - `n`, when counted: how many goods have every term and phrase, up to one past the cap: a lead
 *   that is one catalogue word is read until the cap is passed (its postings are of distinct goods),
 *   the postings of several are merged whole;
 * - `answered`: tried, and, where the count was partial, the cap passed among the postings read;
 *   when not, the listing answers the search;
 * - `ids`: the page. Each of the lead's catalogue words walks its postings in list order for as many
 *   as the page needs, the other terms are checked on the postings' key and the phrases on the
 *   listing's text, and the few rows taken are merged.
 * A term with no catalogue word answers nothing at once.
 */
function indexStatement(terms: string[], phrases: string[], order: ListOrder, limit: number, offset: number, counted: boolean): SQL {
  const cap = SEARCH_COUNT_CAP;
  const lookups = sql.join(terms.map((w, i) => sql`SELECT ${raw(i)}::int AS w, st.id, st.n FROM search_terms st WHERE st.n > 0 AND ${
    CJK_PAIR.test(w) ? sql`st.term = ${w}` : sql`st.term LIKE ${containsPattern(w)}`}`), sql` UNION ALL `);
  // The other terms are checked on the postings, but for the pairs of a phrase: the phrase's own
  // check holds them.
  const pairsOfPhrases = new Set(phrases.flatMap(pairsOf));
  const checked = terms.map((t, i) => (pairsOfPhrases.has(t) ? -1 : i)).filter((i) => i >= 0);
  const others = !checked.length || terms.length === 1 ? sql`` : sql` AND NOT EXISTS (SELECT 1 FROM a o WHERE o.w <> x.lead_w
    AND o.w IN (${sql.raw(checked.join(', '))}) AND NOT EXISTS (SELECT 1 FROM search_postings q WHERE q.term_id = ANY(o.ids) AND q.goods_id = sp.goods_id))`;
  // Each posting's listing by its key, as it is walked: as a join, the planner would read every
  // listing the phrase's trigrams give before the first posting.
  const whole = phrases.length ? sql` AND (SELECT ${sql.join(phrases.map((p) => sql`g.search_text LIKE ${containsPattern(p)}`), sql` AND `)}
    FROM seller_goods g WHERE g.id = sp.goods_id)` : sql``;
  const byTerms = terms.length === 1 && !phrases.length;
  const n = counted
    ? sql`CASE WHEN NOT x.tried THEN NULL WHEN NOT x.found THEN 0 WHEN x.by_terms THEN least(x.lead_most, ${raw(cap + 1)})
        WHEN x.lead_k = 1 THEN (SELECT count(*)::int FROM (SELECT 1 FROM (SELECT sp.goods_id FROM search_postings sp WHERE sp.term_id = x.lead_ids[1]
          LIMIT ${raw(COUNT_READS)}) sp WHERE true${others}${whole} LIMIT ${raw(cap + 1)}) c)
        ELSE (SELECT count(*)::int FROM (SELECT DISTINCT sp.goods_id FROM search_postings sp
          WHERE sp.term_id = ANY(x.lead_ids)${others}${whole} LIMIT ${raw(cap + 1)}) c) END`
    : sql`NULL::int`;
  return sql`WITH t AS MATERIALIZED (${lookups}),
    a AS MATERIALIZED (SELECT t.w, array_agg(t.id) AS ids, count(*)::int AS k, max(t.n)::int AS most, sum(t.n) AS s FROM t GROUP BY t.w),
    d AS MATERIALIZED (SELECT (SELECT count(*) FROM a)::int = ${raw(terms.length)} AS found,
        NOT EXISTS (SELECT 1 FROM a WHERE a.k > ${raw(MOST_TERMS)}) AS narrow,
        COALESCE(${raw(byTerms)} AND (l.k = 1 OR l.most > ${raw(cap)}), false) AS by_terms,
        l.w AS lead_w, l.ids AS lead_ids, l.k AS lead_k, l.most AS lead_most, l.s AS lead_sum
      FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT a.* FROM a ORDER BY a.s, a.w LIMIT 1) l ON true),
    e AS MATERIALIZED (SELECT d.*, ${raw(counted)} AND d.found AND NOT d.by_terms AND d.lead_sum > ${raw(COUNT_READS)} AS partial FROM d),
    x AS MATERIALIZED (SELECT e.*, e.narrow AND (NOT e.partial OR e.lead_k = 1) AS tried FROM e),
    y AS MATERIALIZED (SELECT x.*, ${n} AS n FROM x),
    z AS (SELECT y.*, y.tried AND (NOT y.partial OR y.n > ${raw(cap)}) AS answered FROM y)
    SELECT x.answered, x.n, CASE WHEN x.answered AND x.found THEN ARRAY(SELECT m.goods_id FROM (
        SELECT DISTINCT p.* FROM unnest(x.lead_ids) tt(id)
        CROSS JOIN LATERAL (SELECT ${orderColumns(order, 'sp', 'goods_id')} FROM search_postings sp WHERE sp.term_id = tt.id${others}${whole}
          ORDER BY ${orderBy(order, false, 'sp', 'goods_id')} LIMIT ${offset + limit}) p
      ) m ORDER BY ${orderBy(order, false, 'm', 'goods_id')} LIMIT ${limit} OFFSET ${offset}) ELSE '{}'::int[] END AS ids
    FROM z x`;
}

/** A page of a list or a search: its ids, the list's total, and the cards of those ids read with them (when asked in a language). */
export interface PageRead { ids: number[]; total: number; cards: CardRow[] }

/**
 * A page of a search and its total, capped at SEARCH_COUNT_CAP; given the total (from another page
 * of the same search), the page alone, by a plan chosen from that total rather than the planner's
 * guess from the word's statistics (which at a million products took a word of 142 matches for one of
 * 4,000 and walked 270,000 rows for its page). From the search index when it answers the search, in
 * one statement without the cards. Otherwise from the listing, with the cards: one pass over the
 * matches (up to one past the cap) gives both the count and, when they are all there, the page sorted
 * among them; a search with more matches than the cap walks the order's index for its page.
 */
export async function searchRead(db: Executor, f: ListFilter, order: ListOrder, limit: number, offset: number, knownTotal: number | undefined, lang: string | null): Promise<PageRead> {
  const counted = knownTotal === undefined;
  if (!counted && offset >= knownTotal) return { ids: [], total: knownTotal, cards: [] };
  const take = counted ? limit : Math.min(limit, knownTotal - offset);
  const words = indexedWords(f);
  if (words) {
    const { terms, phrases } = indexTerms(words);
    // Without the cards: the pages of a search are asked again and again, so their cards are
    // mostly in the service's card cache, and at a million products reading them with every page
    // cost more than it saved.
    const [head] = await prepared<{ answered: boolean; n: number | null; ids: number[] }>(db, indexStatement(terms, phrases, order, take, offset, counted));
    if (head.answered) {
      const found = head.ids.map(Number);
      if (!counted) return { ids: found, total: knownTotal, cards: [] };
      const total = Math.min(Number(head.n), SEARCH_COUNT_CAP);
      return { ids: offset >= total ? [] : found.slice(0, total - offset), total, cards: [] };
    }
  }
  if (counted) {
    const r = await matchesPage(db, f, order, limit, offset, SEARCH_COUNT_CAP + 1, lang);
    if (r.n <= SEARCH_COUNT_CAP) return { ids: r.ids, total: r.n, cards: r.cards };
    return searchRead(db, f, order, limit, offset, SEARCH_COUNT_CAP, lang);
  }
  if (knownTotal < SEARCH_COUNT_CAP) {
    const r = await matchesPage(db, f, order, limit, offset, SEARCH_COUNT_CAP + 1, lang);
    return { ids: r.ids, total: knownTotal, cards: r.cards };
  }
  return { ...await walkedPage(db, f, order, false, take, offset, lang), total: knownTotal };
}

/**
 * How many visible goods a filter has. Without a keyword or a store this is a sum over
 * `listing_counts` (a few rows per category); a store's goods are counted on its index (a search
 * counts its own matches, in `searchRead`).
 */
export async function countVisible(db: Executor, f: ListFilter): Promise<number> {
  // Counts take the same plan whatever the values (an index of the store, or a few summed rows), so
  // each shape of count is prepared once.
  const [c] = await preparedRows<{ n: number }>(db, null, countQuery(f));
  return Number(c?.n ?? 0);
}

/** The query of countVisible, one row `n`. */
function countQuery(f: ListFilter): SQL {
  if (f.keyword) throw new Error('a search is counted by searchRead');
  if (f.storeId || f.notId || f.recStores) return sql`SELECT count(*)::int AS n FROM seller_goods sg WHERE ${where(f)}`;
  const mask = (f.isRec ? 1 : 0) | (f.isNew ? 2 : 0) | (f.isHot ? 4 : 0) | (f.discount ? 8 : 0);
  const parts: SQL[] = [sql`lc.flags & ${mask} = ${mask}`];
  if (f.categoryIds?.length) parts.push(sql`lc.category_id = ANY(${intArray(f.categoryIds)})`);
  return sql`SELECT COALESCE(sum(lc.n), 0)::int AS n FROM listing_counts lc WHERE ${sql.join(parts, sql` AND `)}`;
}

/**
 * A page of a list (no search) with its total and, in a language, its cards. Each order has an index
 * to walk. Given the list's exact total (from another page of it), a page in the back half is read
 * from the other end of the index and turned round, so the deepest page costs what the middle one
 * does; and a deep page of the whole catalogue starts from its block of `listing_blocks` instead of
 * stepping over every listing before it. A page near the front is counted, walked and carded in one
 * statement; a deep one is counted first, to know which end it is nearer.
 */
export async function listRead(db: Executor, f: ListFilter, order: ListOrder, limit: number, offset: number, knownTotal: number | undefined, lang: string | null): Promise<PageRead> {
  // Near the front no block is read, so the page's query is at hand before the count.
  const front = knownTotal === undefined && offset < BLOCK_WALK_FROM ? await walkQuery(db, f, order, false, limit, offset) : null;
  if (front) {
    const { head, cards: found } = await withCards<{ n: number }>(pageRows, db, sql`SELECT (${countQuery(f)}) AS n, ARRAY(${front}) AS ids`, lang, ['n']);
    return { ids: head.ids, total: Number(head.n), cards: found };
  }
  const total = knownTotal ?? await countVisible(db, f);
  if (offset >= total) return { ids: [], total, cards: [] };
  const backwards = offset > total / 2;
  const end = Math.min(total, offset + limit);
  const page = backwards ? await walkedPage(db, f, order, true, end - offset, total - end, lang) : await walkedPage(db, f, order, false, limit, offset, lang);
  return { ids: backwards ? page.ids.reverse() : page.ids, total, cards: page.cards };
}

/** `limit` ids from `offset` in the order (or backwards), with their cards in `lang`. */
async function walkedPage(db: Executor, f: ListFilter, order: ListOrder, backwards: boolean, limit: number, offset: number, lang: string | null): Promise<{ ids: number[]; cards: CardRow[] }> {
  const page = await walkQuery(db, f, order, backwards, limit, offset);
  if (!page) return { ids: [], cards: [] };
  const { head, cards: found } = await withCards(pageRows, db, sql`SELECT ARRAY(${page}) AS ids`, lang);
  return { ids: head.ids, cards: found };
}

/** One page of visible goods ids in list order (see listRead); with the list's exact total, read from the nearer end. */
export async function pageIds(db: Executor, f: ListFilter, order: ListOrder, limit: number, offset: number, exactTotal?: number): Promise<number[]> {
  if (exactTotal !== undefined) return (await listRead(db, f, order, limit, offset, exactTotal, null)).ids;
  return (await walkedPage(db, f, order, false, limit, offset, null)).ids;
}

/** Below this many listings to step over, a page walks its index from the start. */
const BLOCK_WALK_FROM = 2000;

/** Which blocks of `listing_blocks` an order's key is cut into, and the key's type (its column is the order's own). */
function blocksOf(o: ListOrder): { ord: number; type: string } | null {
  switch (o) {
    case 'new': return { ord: 0, type: 'int' };
    case 'price_asc': case 'price_desc': return { ord: 1, type: 'numeric' };
    default: return null;
  }
}

/**
 * The query of `limit` ids from `offset` in the order (or backwards), from the block the page starts
 * in when it is deep in the whole catalogue (null: the blocks end before it).
 */
async function walkQuery(db: Executor, f: ListFilter, order: ListOrder, backwards: boolean, limit: number, offset: number): Promise<SQL | null> {
  const blocks = blocksOf(order);
  let from = sql`true`;
  if (blocks && offset >= BLOCK_WALK_FROM && filtersSet(f).length === 0) {
    const asc = (orderKey(order).dir === 'ASC') !== backwards;
    // Summed in the page's direction, the first block whose running total passes the offset holds
    // the page's first listing; `prev` is the block before it in that direction.
    const [b] = await preparedRows<{ block: string; prev: string | null; before: number }>(db, null, sql`
      SELECT b.block::text, b.prev::text, (b.upto - b.n)::int AS before FROM (
        SELECT lb.block, lb.n, lag(lb.block) OVER w AS prev, sum(lb.n) OVER w AS upto FROM listing_blocks lb
        WHERE lb.ord = ${blocks.ord} WINDOW w AS (ORDER BY lb.block ${sql.raw(asc ? 'ASC' : 'DESC')} ROWS UNBOUNDED PRECEDING)) b
      WHERE b.upto > ${offset} ORDER BY b.block ${sql.raw(asc ? 'ASC' : 'DESC')} LIMIT 1`);
    if (!b) return null;
    // Upwards, the block and those after it hold the keys from the block's value; downwards, the keys
    // below the value of the block before it.
    const key = sql.raw(`sg.${orderKey(order).col ?? 'id'}`);
    const type = sql.raw(blocks.type);
    if (asc) from = sql`${key} >= ${b.block}::${type}`;
    else if (b.prev !== null) from = sql`${key} < ${b.prev}::${type}`;
    offset -= Number(b.before);
  }
  const cats = f.categoryIds ?? [];
  const source = cats.length > 1 && cats.length <= MERGED_CATEGORIES && orderKey(order).col !== 'sold_num'
    // Each category's first listings in list order from its own index, merged: a few categories
    // (a middle level of the tree) are too rare in the catalogue for a walk of the order's index.
    ? sql`(${sql.join(cats.map((c) => sql`(SELECT ${orderColumns(order)} FROM seller_goods sg WHERE ${where({ ...f, categoryIds: [c] })} AND ${from}
        ORDER BY ${orderBy(order, backwards)} LIMIT ${limit + offset})`), sql` UNION ALL `)}) sg`
    : sql`seller_goods sg WHERE ${where(f)} AND ${from}`;
  return sql`SELECT sg.id FROM ${source} ORDER BY ${orderBy(order, backwards)} LIMIT ${limit} OFFSET ${offset}`;
}

/**
 * Up to this many categories, a page is merged from each one's index; more (a top category) are
 * enough of the catalogue that walking the order's index and skipping the others costs less than
 * planning a branch for each.
 */
const MERGED_CATEGORIES = 8;

/** Cards of the given ids, in that order, named in the language (English fallback). */
export async function cards(db: Db, ids: number[], lang: string): Promise<CardRow[]> {
  if (!ids.length) return [];
  const [r] = await preparedRows<{ cards: unknown }>(db, 'mall_cards_json', sql`SELECT ${cardsJson(intArray(ids), lang)} AS cards`);
  return fromCardsJson(r?.cards);
}

/** Which of these goods the user keeps. */
export async function keptAmong(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const r = await rows<{ id: number }>(db, sql`SELECT seller_goods_id AS id FROM keep_goods WHERE user_id = ${userId} AND seller_goods_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  return new Set(r.map((x) => Number(x.id)));
}

const STORE_COLS = sql`s.id, s.name, s.avatar, s.goods_num, s.sold_num, s.views_num, s.focus_num, s.review_num, s.good_review_num`;

function storeFilter(opts: { isRec?: boolean; keyword?: string }): SQL {
  const parts: SQL[] = [sql`s.status = 'active'`];
  if (opts.isRec) parts.push(sql`s.is_rec`);
  if (opts.keyword) parts.push(sql`lower(s.name) LIKE ${containsPattern(opts.keyword.toLowerCase())}`);
  return sql.join(parts, sql` AND `);
}

/** Active stores in sales order, without their total. */
export async function storeRows(db: Db, opts: { isRec?: boolean; keyword?: string }, limit: number, offset: number): Promise<StoreRow[]> {
  return rows<StoreRow>(db, sql`SELECT ${STORE_COLS} FROM stores s WHERE ${storeFilter(opts)} ORDER BY s.sold_num DESC, s.id LIMIT ${limit} OFFSET ${offset}`);
}

/** A page of active stores and their total. */
export async function storePage(db: Db, opts: { isRec?: boolean; keyword?: string }, limit: number, offset: number): Promise<{ rows: StoreRow[]; total: number }> {
  const [list, count] = await Promise.all([
    storeRows(db, opts, limit, offset),
    rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM stores s WHERE ${storeFilter(opts)}`),
  ]);
  return { rows: list, total: Number(count[0]?.n ?? 0) };
}

/** An active store, with what its page shows. */
export async function storeById(db: Db, id: number): Promise<(StoreRow & Record<string, unknown>) | undefined> {
  const [r] = await preparedRows<StoreRow & Record<string, unknown>>(db, 'mall_store_page', sql`
    SELECT ${STORE_COLS}, s.remark, s.banner1, s.banner2, s.banner3, s.facebook, s.instagram, s.twitter, s.whatsapp, s.telegram
    FROM stores s WHERE s.id = ${id} AND s.status = 'active'`);
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

// ---- shared by the management parts ----

/** Builds the search text of listed products: every name of the product, and its store's name. */
export async function refreshSearchText(db: Conn, where: { sellerGoodsId?: number; goodsId?: number; storeId?: number }): Promise<void> {
  const cond = where.sellerGoodsId ? sql`sg.id = ${where.sellerGoodsId}` : where.goodsId ? sql`sg.goods_id = ${where.goodsId}` : sql`sg.store_id = ${where.storeId}`;
  await db.execute(sql`
    UPDATE seller_goods sg SET search_text = lower(g.name || ' ' || COALESCE((SELECT string_agg(gi.name, ' ') FROM goods_i18n gi WHERE gi.goods_id = g.id), '') || ' ' || s.name)
    FROM goods g, stores s WHERE g.id = sg.goods_id AND s.id = sg.store_id AND ${cond}`);
}

// ---- detail pages, banners, reviews ----

/** The categories of a store's visible goods, with their ancestors. */
export async function storeCategoryIds(db: Db, storeId: number): Promise<number[]> {
  const used = await rows<{ id: number }>(db, sql`
    WITH RECURSIVE up(id, parent_id) AS (
      SELECT c.id, c.parent_id FROM categories c WHERE c.id IN (SELECT DISTINCT category_id FROM seller_goods WHERE store_id = ${storeId} AND visible)
      UNION SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id)
    SELECT id FROM up`);
  return used.map((r) => Number(r.id));
}

/** A visible product with its store, attributes and SKUs (as JSON), in the language when translated. */
export interface DetailRow {
  id: number; store_id: number; category_id: number; selling_price: string; discount_price: string | null; buy_min: number; stock: number;
  sold_num: number; views_num: number; is_shelf: boolean; name: string; des: string; img_des: string; images: string[] | null; freight_amount: string;
  goods_id: number; store_name: string; store_avatar: string; goods_num: number; store_sold: number; focus_num: number;
  /** JSON (text on some drivers) of `{ attr_id, attr_name, value_id, value_name, icon_img }[]`. */
  attrs: unknown;
  /** JSON (text on some drivers) of `{ id, attr_value_ids, selling_price, discount_price, img, stock }[]`. */
  skus: unknown;
}

/** One round trip: the product with its store, attributes and SKUs (PGlite answers one query at a time). */
export async function detailRow(db: Db, id: number, lang: string): Promise<DetailRow | undefined> {
  const [g] = await preparedRows<DetailRow>(db, 'mall_goods_detail', sql`
    SELECT sg.id, sg.store_id, sg.category_id, sg.selling_price, sg.discount_price, sg.buy_min, sg.stock, sg.sold_num, COALESCE(gv.views, 0) AS views_num, sg.is_shelf,
      COALESCE(gi.name, g.name) AS name, COALESCE(NULLIF(gi.des, ''), g.des) AS des, g.img_des, g.images, g.freight_amount, g.id AS goods_id,
      s.name AS store_name, s.avatar AS store_avatar, s.goods_num, s.sold_num AS store_sold, s.focus_num,
      (SELECT COALESCE(json_agg(json_build_object('attr_id', a.id, 'attr_name', COALESCE(ai.name, a.name), 'value_id', v.id, 'value_name', COALESCE(vi.name, v.name), 'icon_img', v.icon_img)
          ORDER BY a.sort, a.id, v.sort, v.id), '[]'::json)
        FROM goods_attrs a JOIN goods_attr_values v ON v.attr_id = a.id
        LEFT JOIN goods_attr_i18n ai ON ai.attr_id = a.id AND ai.lang = ${lang}
        LEFT JOIN goods_attr_value_i18n vi ON vi.value_id = v.id AND vi.lang = ${lang}
        WHERE a.goods_id = g.id) AS attrs,
      (SELECT COALESCE(json_agg(json_build_object('id', k.id, 'attr_value_ids', k.attr_value_ids, 'selling_price', k.selling_price::text,
          'discount_price', k.discount_price::text, 'img', k.img, 'stock', k.stock) ORDER BY k.id), '[]'::json)
        FROM seller_goods_skus k WHERE k.seller_goods_id = sg.id) AS skus
    FROM seller_goods sg JOIN goods g ON g.id = sg.goods_id JOIN stores s ON s.id = sg.store_id
    LEFT JOIN goods_i18n gi ON gi.goods_id = g.id AND gi.lang = ${lang}
    LEFT JOIN seller_goods_views gv ON gv.seller_goods_id = sg.id
    WHERE sg.id = ${id} AND sg.visible`);
  return g;
}

/**
 * Vacuums and analyses the listing, the tables the view counter rewrites every second, and the search
 * index, which every sale rewrites (the embedded engine runs no autovacuum).
 */
export async function vacuumListing(db: Db): Promise<void> {
  await db.execute(sql`VACUUM (ANALYZE) seller_goods, seller_goods_views, stores, search_terms, search_postings`);
}

/** The store of a visible product. */
export async function storeOfVisibleGoods(db: Conn, id: number): Promise<number | undefined> {
  const [r] = await db.select({ storeId: sellerGoods.storeId }).from(sellerGoods).where(and(eq(sellerGoods.id, id), eq(sellerGoods.visible, true)));
  return r?.storeId;
}

/** Enabled banners of a place (`pc` or `h5`), of one picture type or both, in their order. */
export async function enabledBanners(db: Db, type: 'pc' | 'h5', imgType: number | null, limit: number) {
  return db.select().from(banners)
    .where(and(eq(banners.enabled, true), eq(banners.type, type), imgType == null ? undefined : eq(banners.imgType, imgType)))
    .orderBy(banners.sort, banners.id).limit(limit);
}

export type ReviewRow = typeof evaluations.$inferSelect;

/** Published reviews of a product, newest first; type -2 with pictures, 1..3 of that kind, else all. */
export async function reviewsPage(db: Db, goodsId: number, type: number | null, limit: number, offset: number): Promise<{ rows: ReviewRow[]; total: number }> {
  const filter = and(
    eq(evaluations.sellerGoodsId, goodsId), eq(evaluations.status, 'passed'),
    type === -2 ? sql`cardinality(${evaluations.images}) > 0` : type && type > 0 ? eq(evaluations.evaluationType, type) : undefined,
  );
  const [{ n }] = await db.select({ n: count() }).from(evaluations).where(filter);
  const list = await db.select().from(evaluations).where(filter).orderBy(desc(evaluations.id)).limit(limit).offset(offset);
  return { rows: list, total: n };
}

/** How many published reviews of a product have pictures, and are good, medium or bad. */
export async function reviewCounts(db: Db, goodsId: number): Promise<{ pics: number; good: number; medium: number; bad: number }> {
  const [r] = await rows<{ pics: number; good: number; medium: number; bad: number }>(db, sql`
    SELECT count(*) FILTER (WHERE cardinality(images) > 0)::int AS pics, count(*) FILTER (WHERE evaluation_type = 1)::int AS good,
      count(*) FILTER (WHERE evaluation_type = 2)::int AS medium, count(*) FILTER (WHERE evaluation_type = 3)::int AS bad
    FROM evaluations WHERE seller_goods_id = ${goodsId} AND status = 'passed'`);
  return { pics: Number(r?.pics ?? 0), good: Number(r?.good ?? 0), medium: Number(r?.medium ?? 0), bad: Number(r?.bad ?? 0) };
}

// ---- view counts ----

/** Adds counted views: to products, to stores, and to the stores' views of the day. */
export async function addViews(db: Db, day: string, views: { goods: Map<number, number>; stores: Map<number, number>; storeDays: Map<number, number> }): Promise<void> {
  // One statement per table however many products were viewed: the ids and counts as two array values.
  const arrays = (m: Map<number, number>) => [intArray([...m.keys()]), intArray([...m.values()])];
  if (views.goods.size) {
    const [ids, ns] = arrays(views.goods);
    // Products deleted since their views were counted are left out.
    await db.execute(sql`INSERT INTO seller_goods_views (seller_goods_id, views)
      SELECT v.id, v.n FROM unnest(${ids}, ${ns}) AS v(id, n) JOIN seller_goods sg ON sg.id = v.id
      ON CONFLICT (seller_goods_id) DO UPDATE SET views = seller_goods_views.views + EXCLUDED.views`);
  }
  if (views.stores.size) {
    const [ids, ns] = arrays(views.stores);
    await db.execute(sql`UPDATE stores s SET views_num = s.views_num + v.n FROM unnest(${ids}, ${ns}) AS v(id, n) WHERE s.id = v.id`);
  }
  if (views.storeDays.size) {
    const [ids, ns] = arrays(views.storeDays);
    await db.execute(sql`INSERT INTO store_daily_stats (store_id, day, views) SELECT v.id, ${day}, v.n FROM unnest(${ids}, ${ns}) AS v(id, n)
      ON CONFLICT (store_id, day) DO UPDATE SET views = store_daily_stats.views + EXCLUDED.views`);
  }
}
