import type { GoodsCard, GoodsDetail, StoreCard, StoreDetail } from '@mall/contract/catalogue';
import { formatWireTime } from '@mall/domain/time';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { TtlCache } from '../../core/ttl-cache';
import {
  cards, categoryRows, categoryWithDescendants, detailRow, enabledBanners, keptAmong, listRead, reviewCounts, reviewsPage, searchRead, storeById,
  storeCategoryIds, storeOfVisibleGoods, storePage, storeRows, type ListFilter, type ListOrder, type PageRead,
} from './repo';
import * as favourites from './repo.favourites';
import { ViewCounter } from './view-counter';
import { buildTree, highOpinion, prices, toCard, toStoreCard, type CardRow } from './card-shapes';

export interface Page<T> { pageList: T[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } }

/** How long a page of ids and a filter's total stay cached (writes here clear them at once). */
const CACHE_MS = 2000;
const CARD_MS = 10_000;

/** The cache key of one page of a list. */
const pageKeyOf = (f: ListFilter, order: ListOrder, pageNum: number, pageSize: number) => JSON.stringify([JSON.stringify(f), order, pageNum, pageSize]);

/** Buyer-side catalogue reads: lists, search, details, reviews, favourites. */
export class CatalogueService {
  readonly views: ViewCounter;
  private readonly totals = new TtlCache<number>(CACHE_MS, 5000);
  private readonly pages = new TtlCache<{ ids: number[]; total: number }>(CACHE_MS, 5000);
  private cardCache = new Map<string, { at: number; card: GoodsCard }>();
  private readonly detailCache = new TtlCache<Omit<GoodsDetail, 'isKeep'> & { storeId: number }>(CARD_MS, 20_000);
  private readonly trees = new TtlCache<ReturnType<typeof buildTree>>(10_000);
  private readonly descendants = new TtlCache<number[]>(10_000, 5000);

  constructor(private readonly db: Db) {
    this.views = new ViewCounter(db);
  }

  /** Forgets cached reads (on the `catalogue.changed` event, after seller, admin and order writes). */
  dropCaches(): void {
    this.totals.clear(); this.pages.clear(); this.cardCache.clear(); this.detailCache.clear(); this.trees.clear(); this.descendants.clear();
  }

  private async withKeep(list: GoodsCard[], userId: number | null): Promise<GoodsCard[]> {
    if (!userId || !list.length) return list;
    const kept = await keptAmong(this.db, userId, list.map((c) => Number(c.id)));
    return list.map((c) => (kept.has(Number(c.id)) ? { ...c, isKeep: 1 as const } : c));
  }

  /** Cards by id from the card cache; the missing ones in one query. */
  private async cardsOf(ids: number[], lang: string): Promise<GoodsCard[]> {
    const now = Date.now();
    const out = new Map<number, GoodsCard>();
    const missing: number[] = [];
    for (const id of ids) {
      const hit = this.cardCache.get(`${lang}:${id}`);
      if (hit && now - hit.at < CARD_MS) out.set(id, hit.card); else missing.push(id);
    }
    if (missing.length) for (const [id, card] of this.keepCards(await cards(this.db, missing, lang), lang, now)) out.set(id, card);
    return ids.map((id) => out.get(id)).filter((c): c is GoodsCard => Boolean(c));
  }

  /** Cards read from the database, into the card cache. */
  private keepCards(rows: CardRow[], lang: string, now = Date.now()): Map<number, GoodsCard> {
    if (this.cardCache.size > 200_000) this.cardCache = new Map();
    const out = new Map<number, GoodsCard>();
    for (const row of rows) {
      const card = toCard(row);
      this.cardCache.set(`${lang}:${row.id}`, { at: now, card });
      out.set(Number(row.id), card);
    }
    return out;
  }

  /** A page's ids and total, read with its cards when the page is not cached (one statement for most pages). */
  private page(key: string, filterKey: string, read: (knownTotal: number | undefined) => Promise<PageRead>, lang: string) {
    return this.pages.get(key, async () => {
      const known = this.totals.peek(filterKey);
      const r = await read(known);
      if (known === undefined) this.totals.put(filterKey, r.total);
      this.keepCards(r.cards, lang);
      return { ids: r.ids, total: r.total };
    });
  }

  /**
   * A page of goods cards: the filter's total (once counted, other pages of the filter read only their
   * own), the page's ids from the index of its order (a search's from the search index), and the
   * cards, mostly in one statement. The short caches only spare repeats.
   */
  async list(f: ListFilter, order: ListOrder, pageNum: number, pageSize: number, lang: string, userId: number | null): Promise<Page<GoodsCard>> {
    const offset = (pageNum - 1) * pageSize;
    const read = f.keyword ? searchRead : listRead;
    const { ids, total } = await this.page(pageKeyOf(f, order, pageNum, pageSize), JSON.stringify(f),
      (known) => read(this.db, f, order, pageSize, offset, known, lang), lang);
    const list = await this.withKeep(await this.cardsOf(ids, lang), userId);
    return { pageList: list, pageInfo: { pageNum, pageSize, totalElements: total } };
  }

  async categoryFilter(categoryId: number): Promise<number[]> {
    const ids = await this.descendants.get(String(categoryId), () => categoryWithDescendants(this.db, categoryId));
    if (!ids.length) throw new AppError('CATEGORY_NOT_FOUND');
    return ids;
  }

  async tree(lang: string) {
    return this.trees.get(`all:${lang}`, async () => buildTree(await categoryRows(this.db, lang)));
  }

  /** The categories a store's visible goods are in, with their ancestors, as a tree. */
  async storeTree(storeId: number, lang: string) {
    return buildTree(await categoryRows(this.db, lang, await storeCategoryIds(this.db, storeId)));
  }

  async categoryList(lang: string) {
    const all = await categoryRows(this.db, lang);
    return all.map((c) => ({ categoryId: String(c.id), name: c.name, iconImg: c.icon_img, parentId: c.parent_id == null ? '' : String(c.parent_id), level: c.level }));
  }

  async recommendedCategories(lang: string, pageNum: number, pageSize: number) {
    const all = (await categoryRows(this.db, lang)).filter((c) => c.is_rec);
    const slice = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return { pageList: slice.map((c) => ({ categoryId: String(c.id), name: c.name, iconImg: c.icon_img })), pageInfo: { pageNum, pageSize, totalElements: all.length } };
  }

  /** Suggestions under a search box: the best-selling goods and stores that match, without counting them. */
  async suggestions(keyword: string, lang: string, userId: number | null): Promise<{ goodsList: GoodsCard[]; sellerList: StoreCard[] }> {
    const f: ListFilter = { keyword };
    const [ids, stores] = await Promise.all([
      // Uncounted, so under a key of its own and with no total to keep.
      this.pages.get(`suggest:${pageKeyOf(f, 'relevance', 1, 10)}`, async () => {
        const r = await searchRead(this.db, f, 'relevance', 10, 0, Infinity, lang);
        this.keepCards(r.cards, lang);
        return { ids: r.ids, total: r.total };
      }).then((r) => r.ids),
      storeRows(this.db, { keyword }, 5, 0),
    ]);
    return { goodsList: await this.withKeep(await this.cardsOf(ids, lang), userId), sellerList: stores.map(toStoreCard) };
  }

  async stores(opts: { isRec?: boolean; keyword?: string }, pageNum: number, pageSize: number) {
    const { rows: list, total } = await storePage(this.db, opts, pageSize, (pageNum - 1) * pageSize);
    return { pageList: list.map(toStoreCard), pageInfo: { pageNum, pageSize, totalElements: total } };
  }

  async storeDetail(id: number, userId: number | null): Promise<StoreDetail> {
    const s = await storeById(this.db, id);
    if (!s) throw new AppError('STORE_NOT_FOUND');
    this.views.storeView(id);
    const isFocus: 0 | 1 = userId && (await favourites.follows(this.db, userId, id)) ? 1 : 0;
    const str = (k: string) => String(s[k] ?? '');
    return {
      ...toStoreCard(s), shopRemark: str('remark'), banner1: str('banner1'), banner2: str('banner2'), banner3: str('banner3'),
      facebook: str('facebook'), instagram: str('instagram'), twitter: str('twitter'), whatsapp: str('whatsapp'), telegram: str('telegram'),
      isFocus,
    };
  }

  /** `sellerGoods!info`: the detail with variants; counts a view. */
  async detail(id: number, lang: string, userId: number | null): Promise<GoodsDetail> {
    const d = await this.detailCache.get(`${lang}:${id}`, () => this.loadDetail(id, lang));
    this.views.goodsView(id, d.storeId);
    let isKeep: 0 | 1 = 0;
    if (userId) isKeep = (await keptAmong(this.db, userId, [id])).has(id) ? 1 : 0;
    const { storeId: _s, ...rest } = d;
    return { ...rest, isKeep };
  }

  private async loadDetail(id: number, lang: string): Promise<Omit<GoodsDetail, 'isKeep'> & { storeId: number }> {
    const g = await detailRow(this.db, id, lang);
    if (!g) throw new AppError('GOODS_NOT_FOUND');
    const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
    const attrs = json<{ attr_id: number; attr_name: string; value_id: number; value_name: string; icon_img: string }[]>(g.attrs);
    const skus = json<{ id: number; attr_value_ids: number[]; selling_price: string; discount_price: string | null; img: string; stock: number }[]>(g.skus);
    const goodAttrs: GoodsDetail['canSelectAttributes']['goodAttrs'] = [];
    const attrOfValue = new Map<number, number>();
    for (const a of attrs) {
      let ga = goodAttrs.find((x) => x.attrId === String(a.attr_id));
      if (!ga) { ga = { attrId: String(a.attr_id), attrName: a.attr_name, attrValues: [] }; goodAttrs.push(ga); }
      ga.attrValues.push({ attrValueId: String(a.value_id), attrValueName: a.value_name, iconImg: a.icon_img });
      attrOfValue.set(Number(a.value_id), Number(a.attr_id));
    }
    const p = prices(g.selling_price, g.discount_price);
    const skuList = skus.length
      ? skus.map((k) => ({
        skuId: String(k.id),
        attrs: k.attr_value_ids.map((v) => ({ attrId: String(attrOfValue.get(Number(v)) ?? ''), attrValueId: String(v) })),
        ...(({ sellingPrice, discountPrice }) => ({ sellingPrice, discountPrice }))(prices(k.selling_price, k.discount_price)),
        img: k.img ? [k.img] : [], stock: k.stock,
      }))
      : [{ skuId: '-1', attrs: [], sellingPrice: p.sellingPrice, discountPrice: p.discountPrice, img: g.images?.[0] ? [g.images[0]] : [], stock: g.stock }];
    const images: string[] = g.images ?? [];
    const img = (i: number) => images[i] ?? '';
    return {
      id: String(g.id), storeId: Number(g.store_id), name: g.name, ...p, freightAmount: Number(g.freight_amount), soldNum: g.sold_num, fakeSoldNum: 0, viewsNum: g.views_num,
      isShelf: g.is_shelf ? 1 : 0, buyMin: g.buy_min, stock: g.stock, categoryId: String(g.category_id),
      imgUrl1: img(0), imgUrl2: img(1), imgUrl3: img(2), imgUrl4: img(3), imgUrl5: img(4), imgUrl6: img(5), imgUrl7: img(6), imgUrl8: img(7), imgUrl9: img(8), imgUrl10: img(9),
      des: g.des, imgDes: g.img_des,
      seller: { id: String(g.store_id), name: g.store_name, avatar: g.store_avatar, sellerGoodsNum: g.goods_num, soldNum: g.store_sold, fakeSoldNum: 0, focusNum: g.focus_num },
      canSelectAttributes: { goodAttrs, skus: skuList },
    };
  }

  async storeOfGoods(id: number): Promise<number> {
    const storeId = await storeOfVisibleGoods(this.db, id);
    if (storeId === undefined) throw new AppError('GOODS_NOT_FOUND');
    return storeId;
  }

  async banners(type: string, imgType: number | null, limit: number) {
    const list = await enabledBanners(this.db, type === 'h5' ? 'h5' : 'pc', imgType, limit);
    return list.map((b) => ({ id: String(b.id), imgUrl: b.imgUrl, link: b.link }));
  }

  /** Reviews of a product; type -2 with pictures, 1 good, 2 medium, 3 bad. */
  async reviews(goodsId: number, type: number | null, pageNum: number, pageSize: number) {
    const { rows: list, total } = await reviewsPage(this.db, goodsId, type, pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: list.map((e) => {
        const img = (i: number) => e.images[i] ?? '';
        let attributes: { attrName: string; attrValue: string }[] = [];
        try { attributes = JSON.parse(e.attributes); } catch { /* keep empty */ }
        return {
          id: String(e.id), userName: e.userName, avatar: e.avatar, countryName: e.countryName, rating: e.rating, content: e.content,
          evaluationType: e.evaluationType, evaluationTime: formatWireTime(e.createdAt), attributes,
          imgUrl1: img(0), imgUrl2: img(1), imgUrl3: img(2), imgUrl4: img(3), imgUrl5: img(4), imgUrl6: img(5), imgUrl7: img(6), imgUrl8: img(7), imgUrl9: img(8),
        };
      }),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }

  async reviewCounts(goodsId: number) {
    const r = await reviewCounts(this.db, goodsId);
    return { havePicture: r.pics, positiveComments: r.good, mediumReview: r.medium, negativeComment: r.bad };
  }

  // ---- Favourites ----

  async keep(userId: number, goodsId: number, on: boolean): Promise<void> {
    if (on) {
      await this.storeOfGoods(goodsId);
      await favourites.keep(this.db, userId, goodsId);
    } else {
      await favourites.unkeep(this.db, userId, goodsId);
    }
  }

  async keptList(userId: number, lang: string, pageNum: number, pageSize: number) {
    const n = await favourites.keptCount(this.db, userId);
    const ids = await favourites.keptPage(this.db, userId, pageSize, (pageNum - 1) * pageSize);
    const list = await cards(this.db, ids.map((r) => Number(r.id)), lang);
    const visible = new Map(ids.map((r) => [Number(r.id), r.visible]));
    return {
      pageList: list.map((c) => ({ ...toCard({ ...c, is_keep: true }), isShelf: (visible.get(Number(c.id)) ? 1 : 0) as 0 | 1 })),
      pageInfo: { pageNum, pageSize, totalElements: n },
    };
  }

  keptCount(userId: number): Promise<number> {
    return favourites.keptCount(this.db, userId);
  }

  async follow(userId: number, storeId: number, on: boolean): Promise<void> {
    if (on) {
      if (!(await favourites.isActiveStore(this.db, storeId))) throw new AppError('STORE_NOT_FOUND');
      await favourites.follow(this.db, userId, storeId);
    } else {
      await favourites.unfollow(this.db, userId, storeId);
    }
  }

  async followedList(userId: number, pageNum: number, pageSize: number) {
    const n = await favourites.followedCount(this.db, userId);
    const list = await favourites.followedPage(this.db, userId, pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: list.map((s) => ({ sellerId: String(s.id), sellerVo: { name: s.name, avatar: s.avatar, soldNum: s.sold_num, highOpinion: highOpinion(s), viewsNum: s.views_num } })),
      pageInfo: { pageNum, pageSize, totalElements: n },
    };
  }

  followedCount(userId: number): Promise<number> {
    return favourites.followedCount(this.db, userId);
  }
}
