import { sql } from 'drizzle-orm';
import { shanghaiDay } from '@mall/domain/time';
import type { Db } from '../../db/client';

/**
 * Product and store views are counted in memory and added to the database once a second, so a
 * busy product page costs no write per request. Additive updates stay correct with several servers.
 */
export class ViewCounter {
  private goods = new Map<number, number>();
  private stores = new Map<number, number>();
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly db: Db) {}

  start(ms = 1000): void {
    this.timer = setInterval(() => void this.flush().catch(() => undefined), ms);
    this.timer.unref();
  }

  goodsView(id: number, storeId: number): void {
    this.goods.set(id, (this.goods.get(id) ?? 0) + 1);
    this.storeTouch(storeId);
  }

  storeView(id: number): void {
    this.stores.set(id, (this.stores.get(id) ?? 0) + 1);
  }

  private storeTouch(storeId: number): void {
    // Product views count towards the store's page views of the day too.
    this.stores.set(storeId, (this.stores.get(storeId) ?? 0) + 0);
    this.dayViews.set(storeId, (this.dayViews.get(storeId) ?? 0) + 1);
  }

  private dayViews = new Map<number, number>();

  /** Writes the pending counts. */
  async flush(): Promise<void> {
    const goods = this.goods; const stores = this.stores; const days = this.dayViews;
    this.goods = new Map(); this.stores = new Map(); this.dayViews = new Map();
    const day = shanghaiDay();
    for (const [id, n] of goods) await this.db.execute(sql`UPDATE seller_goods SET views_num = views_num + ${n} WHERE id = ${id}`);
    for (const [id, n] of stores) {
      if (n) await this.db.execute(sql`UPDATE stores SET views_num = views_num + ${n} WHERE id = ${id}`);
      days.set(id, (days.get(id) ?? 0) + n);
    }
    for (const [id, n] of days) {
      if (!n) continue;
      await this.db.execute(sql`INSERT INTO store_daily_stats (store_id, day, views) VALUES (${id}, ${day}, ${n})
        ON CONFLICT (store_id, day) DO UPDATE SET views = store_daily_stats.views + ${n}`);
    }
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
