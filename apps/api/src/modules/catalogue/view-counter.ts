import { shanghaiDay } from '@mall/domain/time';
import type { Db } from '../../db/client';
import { addViews } from './repo';

/**
 * Product and store views are counted in memory and added to the database once a second, so a
 * busy product page costs no write per request. Additive updates stay correct with several servers.
 */
export class ViewCounter {
  private goods = new Map<number, number>();
  private stores = new Map<number, number>();
  private dayViews = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {}

  start(ms = 1000): void {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), ms);
    this.timer.unref();
  }

  /** A product page view; it counts towards its store's views of the day too. */
  goodsView(id: number, storeId: number): void {
    this.goods.set(id, (this.goods.get(id) ?? 0) + 1);
    this.dayViews.set(storeId, (this.dayViews.get(storeId) ?? 0) + 1);
  }

  /** A store page view. */
  storeView(id: number): void {
    this.stores.set(id, (this.stores.get(id) ?? 0) + 1);
    this.dayViews.set(id, (this.dayViews.get(id) ?? 0) + 1);
  }

  /** Writes the pending counts. */
  async flush(): Promise<void> {
    const goods = this.goods; const stores = this.stores; const days = this.dayViews;
    this.goods = new Map(); this.stores = new Map(); this.dayViews = new Map();
    await addViews(this.db, shanghaiDay(), { goods, stores, storeDays: days });
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
