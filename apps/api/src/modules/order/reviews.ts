import { AppError } from '../../core/app-error';
import { isOwnUpload } from '../platform/uploads';
import { wireTime, type OrderCore, type StaffActor } from './core';
import type { Executor, OrderRecord } from './repo';
import * as repo from './repo.reviews';
import type { ReviewRecord } from './repo.reviews';

/** How a buyer's name shows on a review: the first two characters. */
const reviewerName = (username: string) => `${String(username).slice(0, 2)}***`;

export interface ReviewInput { sellerGoodsId: string; evaluationType: 1 | 2 | 3; rating: number; content: string; [k: string]: unknown }

/** Reviews of received orders (the buyer's, or the default good one), and their moderation. */
export class Reviews {
  constructor(private readonly core: OrderCore) {}

  /** Reviews of a received order's lines; the order becomes reviewed once every line is. */
  async addReviews(userId: number, body: { orderId: string; evaluationAdds: ReviewInput[] }): Promise<void> {
    await this.core.db.transaction(async (tx) => {
      const o = await this.core.buyerOrder(tx, userId, body.orderId, true);
      if (Number(o.status) !== 4) throw new AppError('ORDER_STATE_INVALID');
      const u = await repo.reviewer(tx, userId);
      for (const e of body.evaluationAdds) {
        const images = Array.from({ length: 9 }, (_v, i) => String(e[`imgUrl${i + 1}`] ?? '').trim()).filter(Boolean);
        if (Object.keys(e).some((k) => /^imgUrl(\d+)$/.test(k) && Number(k.slice(6)) > 9)) throw new AppError('REVIEW_IMAGE_LIMIT');
        for (const img of images) if (!(await isOwnUpload(tx, 'user', userId, img))) throw new AppError('UPLOAD_FAILED');
        const [line] = await repo.unreviewedLines(tx, o.id, Number(e.sellerGoodsId));
        if (!line) throw new AppError('ALREADY_REVIEWED');
        await repo.insertReview(tx, {
          sellerGoodsId: Number(e.sellerGoodsId), storeId: o.store_id, userId, userName: reviewerName(u.username), avatar: u.avatar ?? '',
          evaluationType: e.evaluationType, rating: e.rating, content: e.content.trim().slice(0, 1000), images, status: 'submitted', orderId: o.id, orderLineId: line.id,
        });
      }
      await this.completeIfReviewed(tx, o, 'reviewed');
    });
    this.core.deps.onChange();
  }

  /** The default good review of every line not reviewed yet (a received order's time ran out); completes the order. */
  async defaultReviews(tx: Executor, o: OrderRecord): Promise<void> {
    const u = await repo.reviewer(tx, o.user_id);
    for (const l of await repo.unreviewedLines(tx, o.id)) {
      await repo.insertReview(tx, {
        sellerGoodsId: l.seller_goods_id, storeId: o.store_id, userId: o.user_id, userName: reviewerName(u.username), avatar: u.avatar ?? '',
        evaluationType: 1, rating: 5, content: '', images: [], status: 'passed', orderId: o.id, orderLineId: l.id,
      });
    }
    await this.completeIfReviewed(tx, o, 'default_review');
  }

  private async completeIfReviewed(tx: Executor, o: OrderRecord, event: 'reviewed' | 'default_review'): Promise<void> {
    if ((await repo.unreviewedLines(tx, o.id)).length > 0) return;
    const to = this.core.transition(o, event === 'reviewed' ? 'review' : 'defaultReview', event === 'reviewed' ? 'buyer' : 'system');
    await this.core.moveStatus(tx, o.id, o.status, to, { stamp: 'reviewed_at' });
    await this.core.log(tx, o.id, event);
    await this.core.log(tx, o.id, 'completed');
  }

  async staffReviews(actor: StaffActor, status: string, pageNum: number, pageSize: number) {
    const statuses: ReviewRecord['status'][] = ['submitted', 'reviewing', 'passed', 'rejected'];
    const filter = {
      sellerId: actor.kind === 'seller' ? actor.sellerId : undefined,
      status: statuses.find((s) => s === status),
    };
    const { list, total } = await repo.reviewsPage(this.core.db, filter, pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: list.map((e) => ({
        id: String(e.id), sellerGoodsId: String(e.seller_goods_id), goodsName: e.goods_name, orderId: e.order_id ? String(e.order_id) : '', userName: e.user_name,
        evaluationType: Number(e.evaluation_type) as 1 | 2 | 3, rating: Number(e.rating), content: e.content, images: e.images ?? [], status: e.status, createTime: wireTime(e.created_at),
      })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }

  async moderate(id: string, approve: boolean): Promise<void> {
    const n = Number(id);
    if (!Number.isInteger(n) || n <= 0) throw new AppError('NOT_FOUND');
    if (!(await repo.decideReview(this.core.db, n, approve ? 'passed' : 'rejected'))) throw new AppError('ALREADY_DECIDED');
    this.core.deps.onChange();
  }
}
