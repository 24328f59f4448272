import type { CategoryNode, GoodsCard, StoreCard } from '@mall/contract/catalogue';

// Rows of the catalogue queries and their wire shapes (docs/buyer-wire.md).

export interface CardRow {
  id: number; name: string; images: string[]; selling_price: string; discount_price: string | null;
  sold_num: number; is_keep: boolean; store_id: number; store_name: string; category_id: number;
}

const num = (v: string | number | null | undefined): number => (v == null ? 0 : Number(v));

/** Selling and discount price to the card's price fields. */
export function prices(selling: string, discount: string | null) {
  const sellingPrice = num(selling);
  const discountPrice = discount == null ? null : num(discount);
  return {
    sellingPrice,
    discountPrice,
    // The share taken off, as existing clients print it (23 % off → 0.23); a display figure, not money.
    discountRatio: discountPrice == null || sellingPrice === 0 ? 0 : Math.round((1 - discountPrice / sellingPrice) * 10000) / 10000,
    price: discountPrice ?? sellingPrice,
  };
}

export function toCard(r: CardRow): GoodsCard {
  const img = (i: number) => r.images[i] ?? '';
  return {
    id: String(r.id), name: r.name, imgUrl1: img(0), imgUrl2: img(1), imgUrl3: img(2), imgUrl4: img(3),
    ...prices(r.selling_price, r.discount_price),
    soldNum: r.sold_num, fakeSoldNum: 0, isKeep: r.is_keep ? 1 : 0, sellerId: String(r.store_id), sellerName: r.store_name, categoryId: String(r.category_id),
  };
}

export interface StoreRow {
  id: number; name: string; avatar: string; goods_num: number; sold_num: number; views_num: number; focus_num: number;
  review_num: number; good_review_num: number;
}

/** Favourable-review rate: good reviews among passed ones; 0 while a store has none (no made-up 100 %). */
export function highOpinion(r: Pick<StoreRow, 'review_num' | 'good_review_num'>): number {
  return r.review_num > 0 ? Math.round((r.good_review_num / r.review_num) * 10000) / 10000 : 0;
}

export function toStoreCard(r: StoreRow): StoreCard {
  return {
    id: String(r.id), name: r.name, avatar: r.avatar, sellerGoodsNum: r.goods_num, soldNum: r.sold_num, fakeSoldNum: 0,
    highOpinion: highOpinion(r), viewsNum: r.views_num, focusNum: r.focus_num,
  };
}

export interface CategoryRow { id: number; parent_id: number | null; name: string; des: string; icon_img: string }

/** Builds the tree from a flat, ordered list. */
export function buildTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows) nodes.set(r.id, { categoryId: String(r.id), name: r.name, des: r.des, iconImg: r.icon_img, subList: [] });
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const n = nodes.get(r.id)!;
    const parent = r.parent_id == null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.subList.push(n); else if (r.parent_id == null) roots.push(n);
  }
  return roots;
}
