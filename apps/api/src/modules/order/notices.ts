import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { wireTime } from './core';
import * as repo from './repo.notices';

/** What a seller is told about the store's orders (paid, shipment reminded, refund requested). */
export class SellerNotices {
  constructor(private readonly db: Db) {}

  /** The seller's notices, newest first, with the number not yet read. */
  async notices(sellerId: number, pageNum: number, pageSize: number) {
    const { list, total, unread } = await repo.noticesPage(this.db, sellerId, pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: list.map((n) => ({ id: String(n.id), kind: n.kind, orderId: String(n.order_id), orderNo: n.order_no, read: (n.read_at ? 1 : 0) as 0 | 1, createTime: wireTime(n.created_at) })),
      pageInfo: { pageNum, pageSize, totalElements: total },
      unread,
    };
  }

  /** Marks one of the seller's notices read, or all of them when no id is given. */
  async readNotices(sellerId: number, id: string): Promise<void> {
    if (id.trim() === '') {
      await repo.readNotices(this.db, sellerId, null);
      return;
    }
    const n = Number(id);
    if (!Number.isInteger(n) || n <= 0) throw new AppError('PARAM_ERROR');
    if (!(await repo.readNotices(this.db, sellerId, n))) throw new AppError('PARAM_ERROR');
  }
}
