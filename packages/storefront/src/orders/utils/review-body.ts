import type { EvaluationAddList } from '@mall/api-client/orders';

/** At most 9 pictures per review (docs/product-rules.md). */
export const MAX_REVIEW_PICTURES = 9;

/** Rating classes as the wire numbers them. */
export const REVIEW_CLASSES = [
  { type: 1, key: 'good' },
  { type: 2, key: 'medium' },
  { type: 3, key: 'bad' },
] as const;
export type ReviewType = (typeof REVIEW_CLASSES)[number]['type'];

/** What the buyer wrote about one product line. */
export interface ReviewDraft {
  sellerGoodsId: string;
  evaluationType: ReviewType;
  rating: number;
  content: string;
  /** Uploaded picture URLs, in the order added. */
  pictures: readonly string[];
}

type Add = EvaluationAddList['evaluationAdds'][number];
type ImageField = `imgUrl${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`;

/** The `evaluation!addList` JSON body: one entry per product, pictures as imgUrl1..n. */
export function reviewBody(orderId: string, drafts: readonly ReviewDraft[]): EvaluationAddList {
  return {
    orderId,
    evaluationAdds: drafts.map((d) => {
      const add: Add = { sellerGoodsId: d.sellerGoodsId, evaluationType: d.evaluationType, rating: d.rating, content: d.content.trim() };
      d.pictures.slice(0, MAX_REVIEW_PICTURES).forEach((url, i) => { add[`imgUrl${i + 1}` as ImageField] = url; });
      return add;
    }),
  };
}
